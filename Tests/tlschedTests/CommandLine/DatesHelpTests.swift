import Testing
import TimelineCore
import TimelineTestSupport

@testable import TimelineInspector

/// `tlsched help dates`: every form it lists is one the readers accept, every
/// option that takes a date or a duration is named, and every command's help
/// points to it.
@Suite struct DatesHelpTests {
  private static let tool = ScheduleInspector.tlsched(version: nil)
  private static let page = HelpText.page(for: DatesHelp.topic, in: tool)

  @Test func helpDatesIsATopicOfTheHelpCommand() throws {
    #expect(
      try ArgumentParser(tool: Self.tool).parse(["help", "dates"]) == .help(command: "dates"))
    #expect(Self.page.hasPrefix("OVERVIEW: How dates and durations are written"))
  }

  /// A tool's own command named `dates` keeps its name: the topic comes after the commands.
  @Test func aCommandNamedDatesWinsOverTheTopic() throws {
    let dates = ScheduleCommand("dates", abstract: "Dates.") { _ in EveryMinuteTimelineSchedule() }
    let tool = ScheduleInspector("tool", abstract: "A tool.", commands: [dates, .periodic])
    #expect(HelpText.page(for: "dates", in: tool).hasPrefix("OVERVIEW: Dates."))
  }

  @Test(arguments: DatesHelp.dateForms.flatMap(\.examples))
  func everyDateFormListedIsRead(_ example: String) {
    // With --now an hour after the clock, to tell a relative date's base.
    var reader = DateReader(zone: .utc, now: { 0 }, relativeBase: 3600)
    let read = reader.read(example)
    #expect((try? read.get()) != nil, "\(read)")
    #expect(Self.page.contains(example))
  }

  @Test(arguments: DatesHelp.durationForms.flatMap(\.examples))
  func everyDurationFormListedIsRead(_ example: String) {
    let read = DurationText.parse(example)
    #expect((try? read.get()).map { $0 > 0 } == true, "\(read)")
    #expect(Self.page.contains(example))
    // And after a sign, as a relative date.
    var reader = DateReader(zone: .utc, now: { 0 }, relativeBase: 0)
    #expect((try? reader.read("+" + example).get()) != nil)
  }

  /// What each form says it means, checked on one example each, worked out by hand.
  @Test func theFormsMeanWhatThePageSays() throws {
    var reader = DateReader(zone: .utc, now: { 100 }, relativeBase: 3600)
    // `now` is the clock, a bare sign counts from --now (the relative base).
    #expect(try reader.read("now").get() == 100)
    #expect(try reader.read("now+90s").get() == 190)
    #expect(try reader.read("+1h").get() == 7200)
    // 1970-01-01 is 978 307 200 s before 2001-01-01.
    #expect(try reader.read("@1735689600.25").get() == 1_735_689_600.25 - 978_307_200)
    // Each duration unit's length, as the page prints it.
    #expect(try DurationText.parse("1m30s").get() == 90)
    #expect(try DurationText.parse("250ms").get() == 0.25)
    #expect(try DurationText.parse("2d").get() == 172_800)
    #expect(try DurationText.parse("P1DT2H").get() == 93_600)
    #expect(try DurationText.parse("P2W").get() == 1_209_600)
    // The page wraps the lines; the forms' own text is checked unwrapped.
    let meanings = DatesHelp.durationForms.map(\.meaning).joinedText(separator: "\n")
    #expect(meanings.contains("d (86400 s), h (3600 s), m (60 s), s (1 s), ms (0.001 s)"))
    #expect(meanings.contains("W (604800 s), D (86400 s), H (3600 s), M (60 s), S (1 s)"))
  }

  /// Every option of every command that takes a date or a duration is named
  /// on the page, and the dates file and arguments of explicit.
  @Test func everyOptionThatTakesADateOrADurationIsNamed() {
    for command in Self.tool.commands {
      for option in command.options where option.kind == .date || option.kind == .seconds {
        #expect(Self.page.contains(option.flag + ","), "\(command.name) \(option.flag)")
      }
    }
    // Compared unwrapped: the page wraps the option lists.
    let unwrapped = Self.page.split(whereSeparator: \.isWhitespace).map(String.init)
      .joinedText(separator: " ")
    #expect(unwrapped.contains("explicit's <date> arguments and dates files"))
    #expect(unwrapped.contains("--now, --until, --from, --to, --anchor"))
    #expect(unwrapped.contains("--by, --minimum-interval"))
  }

  /// Forms the page says are refused are refused.
  @Test(arguments: ["2025-01-01T09:30:00CET", "2025-01-01 09:30:00Z", "P1M", "P1Y"])
  func formsThePageRulesOutAreRefused(_ text: String) {
    var reader = DateReader(zone: .utc, now: { 0 }, relativeBase: 0)
    #expect((try? reader.read(text).get()) == nil)
    #expect((try? reader.read("+" + text).get()) == nil)
  }

  /// The page is wrapped at 80 columns, as every help page is, and its rows keep
  /// the help's two columns: a label and its text from column 31.
  @Test func thePageFitsEightyColumns() {
    let lines = Self.page.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines { #expect(line.count <= 80, "\(line)") }
    #expect(lines.contains("  2025-01-01T09:30Z           the seconds may be left out"))
    // A long label stands on its own line, its text on the next one from column 31.
    #expect(lines.contains("  PT1M30S, P1DT2H, P2W, PT0,5S"))
    #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 30) + "ISO 8601: P,") })
  }

  @Test func everyCommandsHelpAndTheOverviewPointToIt() {
    for command in Self.tool.commands {
      #expect(
        HelpText.page(for: command.name, in: Self.tool).hasSuffix(
          "\nSee 'tlsched help dates' for how dates and durations are written.\n"),
        "\(command.name)")
    }
    #expect(HelpText.page(for: nil, in: Self.tool).contains("'tlsched help dates'"))
    #expect(HelpText.page(for: "help", in: Self.tool).contains("'dates'"))
  }

  @Test func completionsOfferTheTopicAfterHelp() {
    for shell in [CompletionShell.bash, .zsh, .fish] {
      let script = CompletionScript.render(for: shell, tool: Self.tool)
      #expect(script.contains("text-format widget live-activity dates"), "\(shell)")
    }
  }
}
