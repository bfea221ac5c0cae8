// The arithmetic streams behind ``TextScheduleCalendar``'s fast paths: once an
// answer is known to be safe, the next ones follow from it without the calendar.

/// A stream of arithmetic answers to one second-of-the-minute query: each next
/// answer is the same second a minute later, rebuilt as Foundation rebuilds it.
struct MinuteRun: Sendable {
  /// The local day's start and the second of that day of the latest answer's whole second.
  var dayStart: Double
  var secondOfDay: Double
  /// The latest answer.
  var result: Double
  let target: SecondOfMinute
  let fraction: Double
  let offset: Double
  /// No answer of the run may be later than this.
  let limit: Double

  init(second: Double, result: Double, target: SecondOfMinute, offset: Double, limit: Double) {
    let local = second + offset
    dayStart = (local / 86_400).roundedDown * 86_400
    secondOfDay = local - dayStart
    self.result = result
    self.target = target
    fraction = Double(target.nanosecond) / 1_000_000_000
    self.offset = offset
    self.limit = limit
  }

  /// The answer after `t` when `t` is the run's latest answer: the general path
  /// gives the same second a minute later (see `arithmeticNextDate`).
  func next(after t: Double, matching target: SecondOfMinute) -> MinuteRun? {
    guard t == result, target == self.target else { return nil }
    var next = self
    next.secondOfDay += 60
    if next.secondOfDay >= 86_400 {
      next.secondOfDay -= 86_400
      next.dayStart += 86_400
    }
    next.result = (next.dayStart + (next.secondOfDay + fraction)) - offset
    return next.result <= limit ? next : nil
  }
}

/// A stream of arithmetic boundaries of one wall-clock unit (or of minutes,
/// for ``MinuteBoundaries``): each the last plus the period.
struct BoundaryRun: Sendable {
  var last: Double
  let period: Double
  /// No boundary of the run may be later than this.
  let limit: Double

  /// The boundary after `t` when `t` is the run's last and the run may go one
  /// period on; it becomes the run's last. Nil, changing nothing, otherwise.
  mutating func advance(from t: Double) -> Double? {
    let next = t + period
    guard t == last, next <= limit else { return nil }
    last = next
    return next
  }
}
