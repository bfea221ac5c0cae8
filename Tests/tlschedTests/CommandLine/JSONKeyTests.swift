import Testing

@testable import TimelineInspector

/// JSON names an option's value (and a command's `kind`) by its name in camel
/// case: each dash is dropped and the letter after it made upper case
/// (docs/cli.md, `schedule`). Expected keys worked out by hand.
@Suite struct JSONKeyTests {
  @Test(arguments: [
    ("by", "by"),
    ("every-minute", "everyMinute"),
    ("minimum-interval", "minimumInterval"),
    ("text-timer-interval", "textTimerInterval"),
    // A user's own names: a dash at the start makes nothing upper case, a doubled
    // dash counts as one, and a character with no upper case is kept as it is.
    ("-start", "start"),
    ("frame--rate", "frameRate"),
    ("step-2", "step2"),
    ("rate-Hz", "rateHz"),
  ])
  func keyIsTheNameInCamelCase(_ name: String, _ key: String) {
    #expect(OptionSpec.camelCase(name) == key)
  }

  /// The key of a declared option is its name's camel case.
  @Test func anOptionsKeyIsItsNameInCamelCase() {
    #expect(OptionSpec("count-up", kind: .flag, help: "").jsonKey == "countUp")
  }
}
