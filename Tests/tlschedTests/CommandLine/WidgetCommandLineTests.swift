import Foundation
import Testing

@testable import TimelineInspector

/// `widget`'s command line: the reasons its values are refused, and the options it
/// takes, as help, completions and the manual page list them (issue 40, sections 1
/// and 3; docs/cli.md, "widget").
@Suite struct WidgetCommandLineTests {
  static let now = ["--now", "2025-01-01T09:00:00Z"]

  /// The options every other schedule command takes that `widget` does not: they ask
  /// for a view's updates on a clock, and a widget's plan is printed at once.
  static let viewOptions = ["--view", "--model", "--cadence", "--session", "--live"]

  /// A refused command line: status 64, nothing on stdout, the message's first line.
  func refusal(_ arguments: [String], stdin: [UInt8]? = nil) async throws -> (Int32, String?) {
    let run = try await Binary.run(arguments + Self.now, stdin: stdin)
    #expect(run.stdout.isEmpty)
    return (run.status, run.stderr.split(separator: "\n").first.map(String.init))
  }

  @Test func aBudgetTooLargeForACountSaysSoRatherThanNotANumber() async throws {
    // Int.max, 2^63 - 1, is the most reloads a day a count holds.
    let (status, line) = try await refusal([
      "widget", "2025-01-01T09:00:00Z", "--budget", "99999999999999999999",
    ])
    #expect(status == 64)
    #expect(
      line
        == "Error: The value '99999999999999999999' is invalid for '--budget <profile>': is too large (at most 9223372036854775807)"
    )
  }

  @Test func aWordThatIsNoBudgetStillGetsTheProfilesChoices() async throws {
    let (_, line) = try await refusal(["widget", "2025-01-01T09:00:00Z", "--budget", "-1"])
    #expect(line?.hasSuffix("expected documented, staff or a whole number, 0 or more") == true)
  }

  @Test func anEntryCountTooLargeSaysSo() async throws {
    let (status, line) = try await refusal([
      "widget", "--provider", "entries=99999999999999999999,every=1m,policy=never",
    ])
    #expect(status == 64)
    #expect(
      line?.hasSuffix(
        ": 'entries=99999999999999999999': is too large (at most 9223372036854775807)") == true)
  }

  /// `ns` is not one of the units a duration takes (docs/cli.md, "Durations": ms, s, m,
  /// h, d), which is the real reason `every=1ns` is refused, not that it is not above 0.
  @Test func aSpacingWithAnUnknownUnitNamesTheUnit() async throws {
    let (status, line) = try await refusal([
      "widget", "--provider", "entries=2,every=1ns,policy=never",
    ])
    #expect(status == 64)
    #expect(
      line
        == "Error: The value 'entries=2,every=1ns,policy=never' is invalid for '--provider <rule>': 'every=1ns': unknown unit 'ns' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"
    )
  }

  @Test func aSpacingOfZeroIsStillNotAboveZero() async throws {
    let (_, line) = try await refusal(["widget", "--provider", "entries=2,every=0s,policy=never"])
    #expect(line?.hasSuffix(": every= must be a duration above 0 (e.g. 15m)") == true)
  }

  /// A file of blank lines and comments holds no entries: bad data (65), said of the
  /// file, not a missing `--file`.
  @Test(arguments: [
    (["--file", "/dev/null"], nil as [UInt8]?, "'/dev/null' holds no entries"),
    (["-"], Array("# nothing yet\n\n   \n".utf8), "Standard input holds no entries"),
  ])
  func aFileWithoutEntriesSaysTheFileHasNone(
    _ words: [String], _ stdin: [UInt8]?, _ start: String
  ) async throws {
    let (status, line) = try await refusal(["widget"] + words, stdin: stdin)
    #expect(status == 65)
    #expect(
      line
        == "Error: \(start): expected a line with a \"date\", or a \"providedAt\" line that starts a timeline"
    )
  }

  @Test(arguments: viewOptions)
  func eachViewOptionIsRefusedWithTheReasonNotAskedForAnother(_ option: String) async throws {
    let value: [String] =
      switch option {
      case "--model": ["both"]
      case "--cadence": ["live"]
      case "--session": ["active"]
      default: []
      }
    let (status, line) = try await refusal(["widget", "2025-01-01T09:00:00Z", option] + value)
    #expect(status == 64)
    #expect(
      line
        == "Error: The option '\(option)' does not apply to 'widget': a widget's views are archived, and its plan is printed at once"
    )
  }

  /// The long options a help page's OPTIONS section lists.
  func helpOptions(_ command: String) async throws -> Set<String> {
    let run = try await Binary.run([command, "--help"])
    let section = run.lines.drop(while: { $0 != "OPTIONS:" }).dropFirst()
    return Set(
      section.prefix(while: { !$0.isEmpty }).filter { $0.hasPrefix("  -") }.flatMap {
        $0.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init)
      })
  }

  @Test func helpListsOnlyWhatWidgetTakes() async throws {
    let widget = try await helpOptions("widget")
    let periodic = try await helpOptions("periodic")
    for option in Self.viewOptions {
      // Another schedule command lists it, so its absence here is widget's own.
      #expect(periodic.contains(option))
      #expect(!widget.contains(option), "widget --help lists \(option)")
    }
    let declared = Set(ScheduleCommand.widget.options.map(\.flag))
    #expect(widget == declared)
    #expect(widget.isSuperset(of: ["--file", "--policy", "--budget", "--now", "--format"]))
  }

  @Test(arguments: [CompletionShell.bash, .zsh, .fish])
  func completionsOfWidgetLeaveOutTheViewOptions(_ shell: CompletionShell) {
    let tool = ScheduleInspector.tlsched(version: nil)
    let script = CompletionScript.render(for: shell, tool: tool)
    // The widget part of the script: bash's and zsh's case arm, fish's conditioned lines.
    let part: String
    switch shell {
    case .fish:
      part = script.split(separator: "\n").filter { $0.contains("subcommand_from widget") }
        .joined(separator: "\n")
    default:
      part = Self.caseArm("widget", in: script)
    }
    // How each script names an option it offers: bash's word list, zsh's spec, fish's -l.
    func offered(_ option: String) -> Bool {
      switch shell {
      case .bash: part.split(separator: " ").contains { $0 == option }
      case .zsh: part.contains("'\(option)=[") || part.contains("'\(option)[")
      case .fish: part.contains(" -l \(option.dropFirst(2)) ")
      }
    }
    #expect(offered("--budget"))
    #expect(offered("--now"))
    #expect(offered("--format"))
    for option in Self.viewOptions {
      #expect(!offered(option), "\(shell) offers \(option) for widget")
    }
  }

  /// The text of the `widget)` arm of a shell `case`, up to its `;;`.
  static func caseArm(_ name: String, in script: String) -> String {
    guard let start = script.range(of: "    \(name))") else { return "" }
    let rest = script[start.upperBound...]
    return String(rest[..<(rest.range(of: ";;")?.lowerBound ?? rest.endIndex)])
  }
}
