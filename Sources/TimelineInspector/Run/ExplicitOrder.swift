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
    var writer = DateWriter(zone: zone)
    let date = writer.string(date) ?? "\(date)"
    let previous = writer.string(previous) ?? "\(previous)"
    return
      "Warning: the dates do not increase (date \(number), \(date), is not after \(previous)); "
      + "SwiftUI expects increasing dates. They are printed as given.\n"
  }
}
