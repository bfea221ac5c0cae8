import Foundation
import Testing

/// The manual page, docs/tlsched.1, read as the option names each part documents.
enum ManualPage {
  static let url = Binary.packageRoot.appendingPathComponent("docs/tlsched.1")

  static var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// The long options introduced by `.TP` items in each part of the page: a
  /// `.SS` command section, or a `.SH` section such as `SCHEDULE OPTIONS`.
  static func documentedOptions() -> [String: Set<String>] {
    var sections: [String: Set<String>] = [:]
    var current = ""
    var afterItem = false
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix(".SH ") || line.hasPrefix(".SS ") {
        current = String(line.dropFirst(4)).replacingOccurrences(of: "\\-", with: "-")
        sections[current, default: []] = []
      } else if line == ".TP" {
        afterItem = true
      } else if afterItem {
        afterItem = false
        sections[current, default: []].formUnion(
          longOptions(in: line.replacingOccurrences(of: "\\-", with: "-")))
      }
    }
    return sections
  }

  /// `--name` words in a line.
  static func longOptions(in line: String) -> Set<String> {
    Set(
      line.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "," }).filter {
        $0.hasPrefix("--") && $0.count > 2
      }.map { String($0.prefix(while: { $0 != "=" })) })
  }
}

@Suite struct ManualPageTests {
  static let scheduleCommands = [
    "periodic", "every-minute", "explicit", "animation", "text-timer", "text-timer-interval",
    "wall-clock", "text-format", "widget", "live-activity",
  ]
  static let commands = scheduleCommands + ["help", "completions"]
  /// The schedule options a command does not take (docs/cli.md, "widget",
  /// "live-activity").
  static let leftOut: [String: Set<String>] = [
    "widget": ["--view", "--model", "--cadence", "--session", "--live"],
    "live-activity": ["--view", "--model", "--cadence", "--session", "--live"],
  ]

  /// A command that leaves out schedule options says so in its own section, naming each.
  @Test func theWidgetSectionNamesTheScheduleOptionsItDoesNotTake() throws {
    let text = ManualPage.text.replacingOccurrences(of: "\\-", with: "-")
    let start = try #require(text.range(of: ".SS widget\n"))
    let section = text[start.upperBound...]
    let body = section[..<(section.range(of: "\n.TP")?.lowerBound ?? section.endIndex)]
    #expect(body.contains("It does not take"))
    for option in Self.leftOut["widget"] ?? [] {
      #expect(body.contains(option), "the widget section does not name \(option)")
    }
  }

  /// The options `tlsched COMMAND --help` lists.
  func helpOptions(_ command: String) async throws -> Set<String> {
    let run = try await Binary.run([command, "--help"])
    let lines = run.lines.drop(while: { $0 != "OPTIONS:" }).dropFirst().prefix(while: {
      !$0.isEmpty
    })
    return lines.reduce(into: Set<String>()) { options, line in
      // "  -h, --help   Show…" or "  --by <seconds>   The…": an option's words start at
      // column 3; lines indented further continue the help of the option above.
      guard line.hasPrefix("  -") else { return }
      let label =
        line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
      options.formUnion(ManualPage.longOptions(in: label))
    }
  }

  @Test(arguments: commands)
  func theManualPageDocumentsExactlyTheOptionsTheHelpLists(_ command: String) async throws {
    let sections = ManualPage.documentedOptions()
    let own = try #require(sections[command], "docs/tlsched.1 has no .SS \(command) section")
    let shared =
      Self.scheduleCommands.contains(command)
      ? (sections["SCHEDULE OPTIONS"] ?? []).subtracting(Self.leftOut[command] ?? [])
      : ["--help"]
    let help = try await helpOptions(command)
    #expect(!help.isEmpty)
    #expect(
      own.union(shared) == help, "man page: \(own.union(shared).sorted()), help: \(help.sorted())")
  }

  @Test func theManualPageDocumentsTheProgramsOwnOptions() async throws {
    let run = try await Binary.run(["--help"])
    let help = ManualPage.longOptions(in: run.output.components(separatedBy: "OPTIONS:").last ?? "")
    #expect(ManualPage.documentedOptions()["GLOBAL OPTIONS"] == help)
  }

  @Test(.enabled(if: isOnPath("groff"), missingTools(["groff"])))
  func theManualPageRendersWithoutWarnings() async throws {
    let run = try await Binary.shell("groff -man -Tutf8 -ww -z '\(ManualPage.url.path)' 2>&1")
    #expect(run.exited(0))
    #expect(run.output.isEmpty, "groff warnings: \(run.output)")
  }

  @Test(.enabled(if: isOnPath("man") && isOnPath("col"), missingTools(["man", "col"])))
  func manRendersThePageWithEveryCommand() async throws {
    let run = try await Binary.shell("MANWIDTH=100 man -l '\(ManualPage.url.path)' 2>&1 | col -b")
    #expect(run.exited(0))
    for command in Self.commands {
      #expect(run.output.contains("tlsched \(command)"))
    }
  }
}

/// The installed manual page's version comes from the binary, never from the page.
@Suite struct ManualPageVersionTests {
  @Test func thePageInGitNamesNoVersionAndTheInstalledOneTheBinarys() async throws {
    let page = try String(contentsOf: ManualPage.url, encoding: .utf8)
    let heading = try #require(page.split(separator: "\n").first.map(String.init))
    #expect(heading.hasSuffix(#" "tlsched" "User Commands""#), "\(heading)")
    let script = Binary.packageRoot.appendingPathComponent("scripts/man-page.sh").path
    let run = try await Binary.shell(
      "\"\(script)\" \"$TLSCHED\" | head -n 1; \"$TLSCHED\" --version")
    #expect(run.exited(0), "\(run.stderr)")
    let version = try #require(run.lines.last)
    #expect(
      run.lines.first == heading.replacingOccurrences(of: #""tlsched""#, with: "\"\(version)\""))
  }
}
