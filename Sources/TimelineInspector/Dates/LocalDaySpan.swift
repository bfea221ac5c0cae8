/// The whole seconds of one local day that share one offset from UTC: the
/// part of a day whose dates differ only in their time of day.
///
/// A writer that keeps the text of the last day it wrote (``WrittenDay`` for
/// ISO 8601, ``PatternDayCache`` for date patterns) asks the span whether the
/// next date is on that day, and for its second of the day, without splitting
/// the instant into local fields or looking up the zone's offset.
struct LocalDaySpan {
  /// The first instant (seconds since 2001) of the span: its local midnight,
  /// or the zone transition after it, a whole second.
  private var low = Double.infinity
  /// The instant just past the span: the next local midnight, or the zone
  /// transition before it, a whole second.
  private var high = -Double.infinity
  /// The instant of the day's local midnight, in whole seconds since 2001.
  private var midnight: Int64 = 0

  /// An empty span, which covers no instant.
  init() {}

  /// The part of `time`'s day with `time`'s offset; `offsetSpan` is where the
  /// zone keeps that offset (``LocalTimeSplitter/offsetSpan``).
  init(_ time: LocalTime, offsetSpan: (start: Double, end: Double)) {
    midnight = time.days * CivilTime.secondsPerDay - Int64(time.offset)
    // Bounds at whole seconds, so that the whole second of every instant of
    // the span is in it too, with the span's offset (the offset applies from
    // the whole second, as in ``LocalTimeSplitter``).
    low = max(Double(midnight), offsetSpan.start.rounded(.up))
    high = min(Double(midnight + CivilTime.secondsPerDay), offsetSpan.end.rounded(.down))
  }

  /// Whether `t` is an instant of the span: NaN and other days are not.
  @inline(__always)
  func covers(_ t: Double) -> Bool { t >= low && t < high }

  /// The time of day of `t`, which the span ``covers(_:)``: its second of the
  /// day and its nanoseconds, rounded as ``DateWriter`` rounds them; nil when
  /// the fraction rounds up to the next second, which may be on another day.
  @inline(__always)
  func timeOfDay(_ t: Double) -> (secondOfDay: Int, nanoseconds: Int)? {
    let whole = CivilTime.floorSeconds(t)
    let fraction = t - Double(whole)
    var nanoseconds = 0
    if fraction != 0 {
      nanoseconds = DateWriter.nanoseconds(of: t, seconds: whole, fraction: fraction)
      if nanoseconds == 1_000_000_000 { return nil }
    }
    return (Int(whole - midnight), nanoseconds)
  }
}
