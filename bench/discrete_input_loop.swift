// The limit of text-format's approach: Foundation's discreteInput(after:) called in a
// loop, as DiscreteFormatTimelineSchedule calls it, with no command line and no output
// but one line at the end. bench/run.sh builds it with `swiftc -O` and times it beside
// `tlsched text-format` for the same style, locale, zone and number of boundaries.
//
//   discrete_input_loop COUNT
import Foundation

let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
var style = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
  .hour().minute().second()
style.calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  calendar.locale = Locale(identifier: "en_US")
  return calendar
}()
var date = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01T00:00:00Z
for _ in 1..<count {
  guard let next = style.discreteInput(after: date) else { break }
  date = next
}
print(date.timeIntervalSinceReferenceDate)
