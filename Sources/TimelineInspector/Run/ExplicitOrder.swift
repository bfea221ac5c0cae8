/// Checks that explicit dates increase, as SwiftUI asks of them.
enum ExplicitOrder {
  /// A warning naming the first date that is not after the one before it, or `nil`.
  static func warning(_ dates: [Double], zone: TimeZoneChoice) -> String? {
    guard let index = dates.indices.dropFirst().first(where: { !(dates[$0] > dates[$0 - 1]) })
    else { return nil }
    var writer = DateWriter(zone: zone)
    let date = writer.string(dates[index]) ?? "\(dates[index])"
    let previous = writer.string(dates[index - 1]) ?? "\(dates[index - 1])"
    return
      "Warning: the dates do not increase (date \(index + 1), \(date), is not after \(previous)); "
      + "SwiftUI expects increasing dates. They are printed as given.\n"
  }
}
