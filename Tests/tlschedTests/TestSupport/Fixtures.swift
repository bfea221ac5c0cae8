import Foundation
import Testing
import TimelineTestSupport

/// A file with `bytes` in a fresh temporary directory, removed by the caller with ``removeTemporary(_:)``.
func temporaryFile(_ bytes: [UInt8], name: String = "dates.txt") throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tlsched-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent(name)
  try Data(bytes).write(to: file)
  return file
}

/// A file with the UTF-8 text `text`, see ``temporaryFile(_:name:)``.
func temporaryFile(_ text: String, name: String = "dates.txt") throws -> URL {
  try temporaryFile(Array(text.utf8), name: name)
}

/// Removes the temporary directory holding `file`.
func removeTemporary(_ file: URL) {
  try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
}

/// Standard output parsed as one JSON object.
func jsonObject(_ run: Run) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(run.stdout))
  return try #require(value as? [String: Any], "not a JSON object: \(run.output)")
}

/// Each line of standard output parsed as a JSON object.
func jsonLines(_ run: Run) throws -> [[String: Any]] {
  try run.lines.map { line in
    let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(value as? [String: Any], "not a JSON object: \(line)")
  }
}

/// Whether `text` is exactly one date as tlsched prints it: ISO 8601, whole
/// seconds or a fraction of 3 to 9 digits, then `Z` or `±HH:MM`.
func isPrintedDate(_ text: String) -> Bool {
  text.wholeMatch(
    of:
      /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{3,9})?(Z|[+-][0-9]{2}:[0-9]{2}(:[0-9]{2})?)/
  ) != nil
}

/// The first lines of an error message: what went wrong, the usage, where to find help.
func usageError(_ message: String, command: String?) -> String {
  let usage: String
  let help: String
  if let command {
    usage = "Usage: tlsched \(command) \(usageLines[command]!)"
    help = "  See 'tlsched \(command) --help' for more information."
  } else {
    usage = "Usage: tlsched <command> [<options>]"
    help = "  See 'tlsched --help' for more information."
  }
  return "Error: \(message)\n\(usage)\n\(help)\n"
}

/// The usage line of each command, after `tlsched NAME`, as help lists the commands.
let usageLines = [
  "periodic": "--by <seconds> [--from <date>] [<options>]",
  "every-minute": "[<options>]",
  "explicit": "[<date> ...] [--file <path>] [<options>]",
  "animation": "[--minimum-interval <seconds>] [--paused] [<options>]",
  "help": "[<command>]",
  "completions": "<shell>",
]

/// Checks that `run` succeeded, wrote nothing on standard error, and printed exactly `lines`.
func expectLines(_ run: Run, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(
    run.exited(0), "exit status \(run.status); stderr: \(run.stderr)",
    sourceLocation: sourceLocation)
  #expect(run.stderr == "", sourceLocation: sourceLocation)
  #expect(run.lines == lines, sourceLocation: sourceLocation)
  #expect(
    run.stdout.isEmpty || run.stdout.last == UInt8(ascii: "\n"), "output must end with a newline",
    sourceLocation: sourceLocation)
}

/// Reads a date as tlsched prints it back into seconds since 2001, independently
/// of tlsched's own reader (Foundation's Gregorian calendar for the day, plain
/// arithmetic for the rest); nil if it is not one.
func secondsSince2001(_ printed: String) -> Double? {
  guard
    let match = printed.wholeMatch(
      of:
        /([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{3,9}))?(Z|([+-])([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?)/
    )
  else { return nil }
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(secondsFromGMT: 0)!
  let components = DateComponents(
    year: Int(match.1)!, month: Int(match.2)!, day: Int(match.3)!, hour: Int(match.4)!,
    minute: Int(match.5)!,
    second: Int(match.6)!)
  guard let day = calendar.date(from: components) else { return nil }
  var offset = 0
  if let sign = match.9, let hours = match.10, let minutes = match.11 {
    offset =
      (Int(hours)! * 3600 + Int(minutes)! * 60 + (match.12.map { Int($0)! } ?? 0))
      * (sign == "-" ? -1 : 1)
  }
  let nanoseconds = match.7.map { Int($0.padding(toLength: 9, withPad: "0", startingAt: 0))! } ?? 0
  return day.timeIntervalSinceReferenceDate - Double(offset) + Double(nanoseconds) / 1e9
}

/// A text a reader must refuse, and the reason it must give: one row of a table.
typealias RejectedText = TestRow<String, String>
