/// The time axis of the picture: a nice step (1 s … 1 day) that gives at most
/// ``maximumTicks`` ticks over the span, and the ticks at whole multiples of the
/// step in the output zone's local time.
enum PictureAxis {
  /// The steps, in seconds, from which the axis picks the smallest that fits.
  static let steps: [Double] = [
    1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200,
    86_400,
  ]
  /// The most ticks an axis labels.
  static let maximumTicks = 8

  /// The step for `span` seconds: the smallest with at most ``maximumTicks``
  /// ticks, or whole days for anything longer.
  static func step(for span: Double) -> Double {
    if let step = steps.first(where: { span / $0 <= Double(maximumTicks) }) { return step }
    return (span / Double(maximumTicks) / 86_400).rounded(.up) * 86_400
  }

  /// The ticks in `start...end`: times whose local time (at `offset(t)`) is a
  /// whole multiple of `step`. A local time that occurs twice (clocks go back)
  /// has a tick at each; one that does not occur (clocks go forward) has none.
  static func ticks(
    from start: Double, to end: Double, step: Double, offset: (Double) -> Int
  ) -> [Double] {
    var ticks: [Double] = []
    // Offsets lie within ±14 h, so the instants of a local time are found with
    // the offsets half a day either side of it.
    let reach = 50_400.0
    var local = ((start + Double(offset(start))) / step).rounded(.up) * step
    // Local times are visited in order, but where the clocks go back the
    // second instant of one comes after the first instants of the next ones:
    // the ticks are sorted at the end, not kept in order as they come.
    var visited = 0
    while visited <= maximumTicks * 3 {
      let candidates = Set([
        local - Double(offset(local - reach)), local - Double(offset(local + reach)),
      ])
      .filter { $0 + Double(offset($0)) == local }.sorted()
      if let first = candidates.first, first > end { break }
      if local > end + 2 * reach { break }
      for t in candidates where t >= start && t <= end { ticks.append(t) }
      visited += 1
      local += step
    }
    return Array(Set(ticks)).sorted()
  }

  /// The label of each tick: its local time (`HH:mm`, `HH:mm:ss` under a
  /// minute, the day from a day up), with the zone's offset where the same
  /// label falls twice (the hour the clocks go back repeats), so a person
  /// can tell `02:30+02:00` from `02:30+01:00`.
  static func labels(
    of ticks: [Double], step: Double, text: (Double) -> String, offset: (Double) -> Int
  ) -> [String] {
    let plain = ticks.map { tick -> String in
      let iso = Array(text(tick))
      guard iso.count >= 19 else { return "" }
      return step >= 86_400
        ? String(iso[0..<10]) : step < 60 ? String(iso[11..<19]) : String(iso[11..<16])
    }
    var seen: [String: Int] = [:]
    for label in plain { seen[label, default: 0] += 1 }
    return zip(ticks, plain).map { tick, label in
      (seen[label] ?? 0) > 1 ? label + TimeZoneChoice.offsetName(offset(tick)) : label
    }
  }
}
