import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// A text, and the call read from it: its name and its arguments as (label, value),
/// nil for a member without parentheses; nil for text that is no call.
private typealias CallRow = TestRow<String, (name: String, arguments: [(String?, String)]?)?>

/// A value typed for a choice, the spellings and slips, and the spelling meant (nil for none).
private typealias ChoiceRow = TestRow<(text: String, spellings: [String]), String?>

/// The reader of Swift calls the hints start from, and the choice hints: expected
/// values are read off the Swift text by hand.
@Suite struct SwiftCallTests {
  fileprivate static let calls: [CallRow] = [
    CallRow(".periodic(from: start, by: 1)", ("periodic", [("from", "start"), ("by", "1")])),
    CallRow("TimelineSchedule.periodic(from:by:)", ("periodic", [("from", ""), ("by", "")])),
    CallRow(".explicit(_:)", ("explicit", [(nil, "")])),
    CallRow(".everyMinute", ("everyMinute", nil)),
    CallRow("  .animation  ", ("animation", nil)),
    CallRow("EveryMinuteTimelineSchedule()", ("EveryMinuteTimelineSchedule", [])),
    CallRow(".animation( )", ("animation", [])),
    // Commas inside brackets and strings do not split arguments.
    CallRow(
      "Text(f(a, b), format: [1, 2])", ("Text", [(nil, "f(a, b)"), ("format", "[1, 2]")])),
    CallRow(
      #"Text("a, \"b)", format: .x)"#, ("Text", [(nil, #""a, \"b)""#), ("format", ".x")])),
    // A colon inside a value is no label.
    CallRow("f(a.b: c)", ("f", [(nil, "a.b: c")])),
    CallRow("f(_x: 1)", ("f", [("_x", "1")])),
    CallRow("f(1: 2)", ("f", [(nil, "1: 2")])),
    CallRow("f(a,)", ("f", [(nil, "a"), (nil, "")])),
    // No call: unbalanced, a string left open, a stray closing bracket, no name, a digit first.
    CallRow("f(a", nil),
    CallRow("f(a))", nil),
    CallRow("f(a)]", nil),
    CallRow(#"f("a)"#, nil),
    CallRow(#"f("a\)"#, nil),
    CallRow("(a)", nil),
    CallRow("9periodic", nil),
    CallRow(".", nil),
    CallRow("", nil),
    CallRow("f(a) + 1", nil),
  ]

  @Test(arguments: calls)
  fileprivate func readsTheNameAndTheTopLevelArguments(_ row: CallRow) {
    let call = SwiftCall(row.input)
    #expect(call?.name == row.expected?.name, sourceLocation: row.location)
    let arguments = call?.arguments?.map { "\($0.label ?? "nil")=\($0.value)" }
    let expected = row.expected?.arguments?.map { "\($0.0 ?? "nil")=\($0.1)" }
    #expect(arguments == expected, sourceLocation: row.location)
  }

  @Test func labelsAndValuesAreFoundByLabel() throws {
    let call = try #require(
      SwiftCall("Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))"))
    #expect(call.labels == ["_", "format"])
    #expect(call.value(of: "format") == ".time(pattern: .minuteSecond)")
    #expect(call.value(of: "style") == nil)
    #expect(call.firstUnlabelled == ".durationOffset(to: end)")
    #expect(SwiftCall(".everyMinute")?.labels == [])
  }

  @Test(arguments: [
    ("minimumInterval", "minimum-interval"), ("EveryMinute", "every-minute"), ("by", "by"),
    ("dateRangeStartingAt", "date-range-starting-at"),
  ])
  func kebabCaseIsHowTlschedNamesWhatSwiftNamesInCamelCase(_ swift: String, _ tlsched: String) {
    #expect(SwiftCall.kebabCase(swift) == tlsched)
  }

  fileprivate static let choices: [ChoiceRow] = [
    ChoiceRow(("JSON", ["text", "json"]), "json"),
    ChoiceRow(("minutes", ["second", "minute"]), "minute"),
    ChoiceRow(("minute", ["seconds", "minutes"]), "minutes"),
    ChoiceRow((".minute", ["second", "minute"]), "minute"),
    ChoiceRow(("Calendar.Component.hour", ["minute", "hour"]), "hour"),
    ChoiceRow((".lowFrequency", ["normal", "low-frequency", "lowFrequency"]), "low-frequency"),
    ChoiceRow(("lowFrequency()", ["normal", "lowFrequency"]), "lowFrequency"),
    ChoiceRow(("s", ["second", "minute"]), nil),
    ChoiceRow(("hours", ["second", "minute"]), nil),
    ChoiceRow(("fortnight", ["week", "day"]), nil),
  ]

  @Test(arguments: choices)
  fileprivate func aChoiceIsMatchedByCaseSwiftSpellingOrNumber(_ row: ChoiceRow) {
    let slip = ChoiceHint.suggestion(
      for: row.input.text, spellings: row.input.spellings, slips: [])
    #expect(slip?.meant == row.expected, sourceLocation: row.location)
  }

  @Test func aSlipMatchesByTheValueOrBySwiftsNameAndLabels() {
    let slips = [
      Slip("workout", meant: "active", note: "a session"),
      Slip("durationOffset(to:)", meant: "duration-offset", note: "its date goes to --anchor"),
      Slip("dateRange(startingAt:)", meant: "date-range-starting-at"),
    ]
    let spellings = ["none", "active", "duration-offset", "date-range-starting-at"]
    func meant(_ text: String) -> String? {
      ChoiceHint.suggestion(for: text, spellings: spellings, slips: slips)?.meant
    }
    #expect(meant("workout") == "active")
    #expect(meant(".durationOffset(to: end)") == "duration-offset")
    #expect(meant(".dateRange(startingAt: start)") == "date-range-starting-at")
    // Another label is another member: no slip, and no spelling by its name.
    #expect(meant(".dateRange(endingAt: end)") == nil)
    #expect(
      ChoiceHint.hint(for: "workout", spellings: spellings, slips: slips)
        == "did you mean 'active' (a session)?")
    #expect(
      ChoiceHint.hint(for: "ACTIVE", spellings: spellings, slips: slips) == "did you mean 'active'?"
    )
  }

  /// Offsets worked out from the tz database: St. John's is 3:30 behind UTC in
  /// winter, Sydney 10 hours ahead in its winter (July), Eastern Europe 3 ahead in summer.
  @Test(arguments: [
    (
      "2025-01-01T09:00NST",
      "write 2025-01-01T09:00-03:30, or leave 'NST' out and give --tz America/St_Johns"
    ),
    (
      "2025-07-01T09:00:00AEST",
      "write 2025-07-01T09:00:00+10:00, or leave 'AEST' out and give --tz Australia/Sydney"
    ),
    (
      "2025-07-01T09:00:00CEST",
      "write its offset (e.g. +01:00), or leave 'CEST' out and give the zone with --tz (Europe/Paris, Europe/Berlin)"
    ),
    (
      "2025-07-01T09:00:00 EET",
      "write 2025-07-01T09:00:00+03:00, or leave 'EET' out and give --tz EET"
    ),
    (
      "2025-01-01T09:00:00XYZ",
      "write its offset (e.g. +01:00), or leave 'XYZ' out and give the zone with --tz"
    ),
  ])
  func aZonesNameAfterADateGetsItsOffsetAndTz(_ text: String, _ hint: String) {
    var reader = DateReader(zone: .utc, now: { 0 })
    let error = reader.read(text).failure
    #expect(error?.reason == "a zone's name is not read in a date: \(hint)")
    #expect(error?.suggestsSpelling == true)
  }

  @Test(arguments: ["2025-01-01T09:00:00GMT", "2025-01-01T09:00:00 UT"])
  func utcByNameIsZ(_ text: String) {
    var reader = DateReader(zone: .utc, now: { 0 })
    #expect(reader.read(text).failure?.reason.hasPrefix("write Z for ") == true)
  }

  /// Not a name: one letter, lowercase, more than eight letters, after an offset.
  @Test(arguments: [
    "2025-01-01T09:00:00 Z", "2025-01-01T09:00:00cet", "2025-01-01T09:00:00ABCDEFGHI",
    "2025-01-01T09:00:00+01:00CET", "2025-01-01T09:00:00ZCET",
  ])
  func otherTextAfterADateIsUnexpected(_ text: String) {
    var reader = DateReader(zone: .utc, now: { 0 })
    #expect(reader.read(text).failure?.reason.hasPrefix("unexpected ") == true)
  }
}

extension Result {
  /// The error, or nil for a success.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
