/// Checks that explicit dates increase, as SwiftUI asks of them.
enum ExplicitOrder {
  /// A warning naming the first date that is not after the one before it, or `nil`.
  static func warning(_ dates: [Double], zone: TimeZoneChoice) -> String? {
    guard let index = dates.indices.dropFirst().first(where: { !(dates[$0] > dates[$0 - 1]) })
    else { return nil }
    return warning(number: index + 1, date: dates[index], previous: dates[index - 1], zone: zone)
  }

  /// The warning for date number `number` (from 1), `date`, not after `previous`.
  static func warning(number: Int, date: Double, previous: Double, zone: TimeZoneChoice)
    -> String
  {
    let date = shown(date, zone: zone)
    let previous = shown(previous, zone: zone)
    return
      "Warning: the dates do not increase (date \(number), \(date), is not after \(previous)); "
      + "SwiftUI expects increasing dates. They are printed as given.\n"
  }

  /// `t` as a date in `zone`, or in UTC (so marked) where the zone's year is
  /// outside 0001–9999: never a raw number of seconds.
  private static func shown(_ t: Double, zone: TimeZoneChoice) -> String {
    var writer = DateWriter(zone: zone)
    if let text = writer.string(t) { return text }
    var utc = DateWriter(zone: .utc)
    if let text = utc.string(t) { return "\(text) (UTC)" }
    return t < 0 ? "a date before year 0001" : "a date after year 9999"
  }
}
