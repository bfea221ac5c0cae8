import Foundation
import Testing
import TimelineTestSupport

/// Every way tlsched must refuse its input: the exact
/// message, the usage line, the help hint, the exit status, and an empty stdout.
@Suite struct ErrorTests {
  /// A command line tlsched must refuse with status 64, the text after `Error: `, and the
  /// command whose usage line follows (nil for the program's).
  typealias Rejection = TestRow<[String], (message: String, command: String?)>

  /// Bytes on the standard input of `explicit --file -` that it must refuse with status 65,
  /// and the text after `Error: `.
  typealias BadInput = TestRow<[UInt8], String>

  /// The hint DateReader's messages end with.
  static let dateExample = " (e.g. 2025-01-01T00:00:00Z)"

  /// `--now VALUE` rejected for `reason`.
  static func badNow(
    _ value: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Rejection {
    Rejection(
      ["every-minute", "--now", value],
      (
        "The value '\(value)' is invalid for '--now <date>': \(reason)\(dateExample)",
        command: "every-minute"
      ), location: sourceLocation)
  }

  /// `periodic --by VALUE` rejected for `reason`.
  static func badInterval(
    _ value: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    -> Rejection
  {
    Rejection(
      ["periodic", "--by", value],
      ("The value '\(value)' is invalid for '--by <seconds>': \(reason)", command: "periodic"),
      location: sourceLocation)
  }

  /// `--count VALUE` rejected for `reason`.
  static func badCount(
    _ value: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Rejection {
    Rejection(
      ["every-minute", "--count", value],
      ("The value '\(value)' is invalid for '--count <n>': \(reason)", command: "every-minute"),
      location: sourceLocation)
  }

  static let usageErrors: [Rejection] = [
    // Commands and options.
    Rejection(["frobnicate"], ("Unknown command 'frobnicate'", command: nil)),
    Rejection(
      ["peridic", "--by", "1"],
      ("Unknown command 'peridic'. Did you mean 'periodic'?", command: nil)),
    Rejection(["--bogus"], ("Unknown option '--bogus'", command: nil)),
    Rejection(
      ["--verison"], ("Unknown option '--verison'. Did you mean '--version'?", command: nil)),
    Rejection(
      ["periodic", "--by", "1", "--bye", "2"],
      ("Unknown option '--bye'. Did you mean '--by'?", command: "periodic")),
    Rejection(
      ["every-minute", "--cuont=3"],
      ("Unknown option '--cuont'. Did you mean '--count'?", command: "every-minute")),
    Rejection(
      ["every-minute", "--from", "@0"],
      (
        "Unknown option '--from' for every-minute; periodic and text-timer-interval take it",
        command: "every-minute"
      )),
    Rejection(["every-minute", "-x"], ("Unknown option '-x'", command: "every-minute")),
    Rejection(["help", "nope"], ("Unknown command 'nope'", command: nil)),
    Rejection(["help", "periodic", "extra"], ("Unexpected argument 'extra'", command: "help")),
    Rejection(
      ["completions", "bash", "zsh"], ("Unexpected argument 'zsh'", command: "completions")),
    // Values.
    Rejection(["periodic", "--by"], ("Missing value for '--by <seconds>'", command: "periodic")),
    Rejection(
      ["periodic", "--by", "--count", "3"],
      ("Missing value for '--by <seconds>'", command: "periodic")),
    Rejection(
      ["every-minute", "--now"], ("Missing value for '--now <date>'", command: "every-minute")),
    Rejection(
      ["periodic", "--from", "@0"],
      ("Missing expected argument '--by <seconds>'", command: "periodic")),
    Rejection(
      ["periodic", "--by", "1", "--by", "2"],
      ("The option '--by' was given more than once", command: "periodic")),
    Rejection(
      ["every-minute", "--tz", "UTC", "--tz=UTC"],
      ("The option '--tz' was given more than once", command: "every-minute")),
    Rejection(
      ["every-minute", "--view", "--view"],
      ("The option '--view' was given more than once", command: "every-minute")),
    Rejection(
      ["every-minute", "--view=yes"],
      ("The flag '--view' does not take a value", command: "every-minute")),
    Rejection(
      ["animation", "--paused=true"],
      ("The flag '--paused' does not take a value", command: "animation")),
    Rejection(
      ["periodic", "--by", "1", "extra"], ("Unexpected argument 'extra'", command: "periodic")),
    Rejection(["every-minute", "--", "@0"], ("Unexpected argument '@0'", command: "every-minute")),
    // Intervals.
    badInterval("0", "must be greater than 0"),
    badInterval("-5", "must be greater than 0"),
    badInterval("-0.5", "must be greater than 0"),
    badInterval("1e-400", "must be greater than 0"),
    badInterval("nan", "must be a finite number of seconds"),
    badInterval("NaN", "must be a finite number of seconds"),
    badInterval("inf", "must be a finite number of seconds"),
    // A value that starts with a dash reaches the check of its value, not "Missing value".
    badInterval("-inf", "must be a finite number of seconds"),
    badInterval("-nan", "must be a finite number of seconds"),
    badInterval("-NaN", "must be a finite number of seconds"),
    badInterval("-INF", "must be a finite number of seconds"),
    badInterval("1e400", "is too large (beyond the range of a Double)"),
    // Durations (docs/cli.md, "Durations"): `5s` is read now, so it is no longer here.
    badInterval("0x10", "unknown unit 'x' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    badInterval("1,5", "unexpected ',' in the duration"),
    badInterval("1:30", "unexpected ':' in the duration (write 1m30s, not 1:30)"),
    badInterval("1h1h", "units must go from largest to smallest, each once (e.g. 1h30m)"),
    badInterval("1m30", "expected a unit after '30' (ms, s, m, h or d)"),
    badInterval(
      "P1M",
      "years and months have no fixed length in seconds (for minutes write PT1M; for days, P30D)"),
    badInterval("PT", "expected a time after 'T' (e.g. PT1M30S)"),
    badInterval("", "expected a number of seconds (e.g. 2.5)"),
    Rejection(
      ["animation", "--minimum-interval", "0"],
      (
        "The value '0' is invalid for '--minimum-interval <seconds>': must be greater than 0",
        command: "animation"
      )),
    Rejection(
      ["animation", "--minimum-interval", "-1"],
      (
        "The value '-1' is invalid for '--minimum-interval <seconds>': must be greater than 0",
        command: "animation"
      )),
    // Counts.
    badCount("-1", "must be 0 or more"),
    badCount("1.5", "must be a whole number, in digits"),
    badCount("9223372036854775808", "is too large (at most 9223372036854775807)"),
    badCount("99999999999999999999999", "is too large (at most 9223372036854775807)"),
    badCount("ten", "expected a whole number or 'all'"),
    badCount("", "expected a whole number or 'all'"),
    // Dates: every field out of range, every malformation docs/cli.md lists.
    badNow("2025-13-01T00:00:00Z", "month 13 is out of range"),
    badNow("2025-00-01T00:00:00Z", "month 0 is out of range"),
    badNow("2025-02-30T00:00:00Z", "Feb 30 does not exist in 2025"),
    badNow("2025-02-29T00:00:00Z", "Feb 29 does not exist in 2025"),
    badNow("2025-01-01T24:00:00Z", "hour 24 is out of range"),
    badNow("2025-01-01T00:60:00Z", "minute 60 is out of range"),
    badNow("2025-01-01T00:00:60Z", "second 60 is not supported (no leap seconds)"),
    badNow("2025-01-01T00:00:00+25:00", "offset hour 25 is out of range"),
    badNow("2025-01-01T00:00:00+18:30", "offset out of range (at most ±18:00)"),
    badNow("2025-01-01T00:00:00+05:75", "offset minute 75 is out of range"),
    badNow("2025-01-01T00:00:00+5", "offset hour must have 2 digits"),
    badNow("2025-01-01 00:00:00Z", "expected 'T' between the date and the time"),
    badNow("2025-01-01", "expected 'T' and a time after the date"),
    badNow("2025-01-01T00:00:00Zjunk", "unexpected 'junk' after the date"),
    badNow("2025-01-01T00:00:00.", "expected digits after '.'"),
    badNow("2025-01-01T00:00:00.1234567891Z", "at most 9 digits after '.' (nanoseconds)"),
    badNow("0000-01-01T00:00:00Z", "year 0000 is out of range (0001–9999)"),
    badNow("10000-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
    badNow("@253402300800", "date is outside years 0001–9999"),
    badNow("", "empty date"),
    badNow("２０２５-01-01T00:00:00Z", "only ASCII digits 0–9 are allowed, not '２'"),
    badNow("٢٠٢٥-01-01T00:00:00Z", "only ASCII digits 0–9 are allowed, not '٢'"),
    // This reason is an example in itself, so no "(e.g. …)" follows it.
    Rejection(
      ["every-minute", "--now", "tomorrow"],
      (
        "The value 'tomorrow' is invalid for '--now <date>': expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now",
        command: "every-minute"
      )),
    badNow("@abc", "expected Unix seconds after '@', like @1735689600"),
    badNow("@1e9", "unexpected 'e9' after the date"),
    badNow("@99999999999999", "date is outside years 0001–9999"),
    // The reader takes dates at the edges of the years that some zone can print
    // (docs/cli.md, "Dates"); the command then refuses one that its --tz zone cannot.
    Rejection(
      ["every-minute", "--now", "9999-12-31T23:59:59-01:00"],
      (
        "The value '9999-12-31T23:59:59-01:00' is invalid for '--now <date>': it falls outside years 0001–9999 in the zone UTC",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--now", "0001-01-01T00:00:00Z", "--tz", "-01:00"],
      (
        "The value '0001-01-01T00:00:00Z' is invalid for '--now <date>': it falls outside years 0001–9999 in the zone -01:00",
        command: "every-minute"
      )),
    // An explicit date is refused when read, as --now is: accepted,
    // it would end the output there and drop every later date.
    Rejection(
      ["explicit", "0001-01-01T00:00:00+14:00", "2025-01-01T00:00:00Z"],
      (
        "The value '0001-01-01T00:00:00+14:00' is invalid for '<date>': it falls outside years 0001–9999 in the zone UTC",
        command: "explicit"
      )),
    Rejection(
      ["explicit", "2025-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "--tz", "-01:00"],
      (
        "The value '0001-01-01T00:00:00Z' is invalid for '<date>': it falls outside years 0001–9999 in the zone -01:00",
        command: "explicit"
      )),
    // Read (tlsched prints such dates in -01:00), but year 10000 in the zone asked for.
    Rejection(
      ["every-minute", "--now", "9999-12-31T23:59:59-01:00"],
      (
        "The value '9999-12-31T23:59:59-01:00' is invalid for '--now <date>': it falls outside years 0001–9999 in the zone UTC",
        command: "every-minute"
      )),
    Rejection(
      ["periodic", "--by", "1", "--from", "2025-01-01T25:00:00Z"],
      (
        "The value '2025-01-01T25:00:00Z' is invalid for '--from <date>': hour 25 is out of range\(dateExample)",
        command: "periodic"
      )),
    Rejection(
      ["every-minute", "--now", "2025-01-02T00:00:00Z", "--until", "2025-01-01T23:59:59Z"],
      (
        "The value '2025-01-01T23:59:59Z' is invalid for '--until <date>': it is before --now (2025-01-02T00:00:00Z)",
        command: "every-minute"
      )),
    Rejection(
      [
        "every-minute", "--now", "2025-01-02T00:00:00Z", "--until", "2025-01-01T23:59:59Z", "--tz",
        "+05:30",
      ],
      (
        "The value '2025-01-01T23:59:59Z' is invalid for '--until <date>': it is before --now (2025-01-02T05:30:00+05:30)",
        command: "every-minute"
      )),
    // Control characters in a quoted value are escaped, so the message stays one line.
    Rejection(
      ["explicit", "2025-01-01T00:00:00Z\nx"],
      (
        "The value '2025-01-01T00:00:00Z\\x0Ax' is invalid for '<date>': unexpected '\\x0Ax' after the date\(dateExample)",
        command: "explicit"
      )),
    // Zones and choices.
    Rejection(
      ["every-minute", "--tz", "Mars/Base"],
      (
        "The value 'Mars/Base' is invalid for '--tz <zone>': unknown time zone (e.g. UTC, Europe/Paris, +05:30)",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--tz", "europe/paris"],
      (
        "The value 'europe/paris' is invalid for '--tz <zone>': unknown time zone; did you mean 'Europe/Paris'?",
        command: "every-minute"
      )),
    // Abbreviations are refused with the IANA names usually meant, and no other example.
    Rejection(
      ["every-minute", "--tz", "BST"],
      (
        "The value 'BST' is invalid for '--tz <zone>': abbreviations are ambiguous; use an IANA name such as Europe/London",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--tz", "+19:00"],
      (
        "The value '+19:00' is invalid for '--tz <zone>': offset hour 19 is out of range (e.g. UTC, Europe/Paris, +05:30)",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--tz", "+05:30x"],
      (
        "The value '+05:30x' is invalid for '--tz <zone>': unexpected 'x' after the offset (e.g. UTC, Europe/Paris, +05:30)",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--tz="],
      (
        "The value '' is invalid for '--tz <zone>': empty time zone (e.g. UTC, Europe/Paris, +05:30)",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--mode", "fast"],
      (
        "The value 'fast' is invalid for '--mode <mode>': expected one of normal, low-frequency, lowFrequency",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--format", "xml"],
      (
        "The value 'xml' is invalid for '--format <format>': expected one of text, json, ndjson, csv, tsv, table, svg",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--view", "--model", "apple"],
      (
        "The value 'apple' is invalid for '--model <model>': expected one of swiftui, documented, both",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--view", "--cadence", "hourly"],
      (
        "The value 'hourly' is invalid for '--cadence <cadence>': expected one of live, seconds, minutes",
        command: "every-minute"
      )),
    Rejection(
      ["every-minute", "--model", "both"],
      ("The option '--model' needs '--view'", command: "every-minute")),
    Rejection(
      ["every-minute", "--cadence", "live"],
      ("The option '--cadence' needs '--view'", command: "every-minute")),
    Rejection(
      ["every-minute", "--session", "active"],
      ("The option '--session' needs '--view'", command: "every-minute")),
    Rejection(
      ["every-minute", "--view", "--session", "active"],
      ("The option '--session' needs '--mode low-frequency'", command: "every-minute")),
    Rejection(
      ["every-minute", "--view", "--mode", "low-frequency", "--session", "workout"],
      (
        "The value 'workout' is invalid for '--session <session>': expected one of none, active; did you mean 'active' (an app holding a workout or audio session)?",
        command: "every-minute"
      )),
    // explicit.
    Rejection(
      ["explicit"],
      (
        "Missing expected argument '<date> ...': give at least one date, or '--file <path>'",
        command: "explicit"
      )),
    Rejection(
      ["explicit", "--now", "@0"],
      (
        "Missing expected argument '<date> ...': give at least one date, or '--file <path>'",
        command: "explicit"
      )),
    Rejection(
      ["explicit", "@0", "--file", "-"],
      ("Dates cannot be given both as arguments ('@0') and with '--file'", command: "explicit")),
    Rejection(
      ["explicit", "--file", ""],
      (
        "The value '' is invalid for '--file <path>': expected a path, or - for standard input",
        command: "explicit"
      )),
    Rejection(
      ["explicit", "@0", "2025-13-01T00:00:00Z"],
      (
        "The value '2025-13-01T00:00:00Z' is invalid for '<date>': month 13 is out of range\(dateExample)",
        command: "explicit"
      )),
    Rejection(
      ["explicit", "--", "--now"],
      (
        "The value '--now' is invalid for '<date>': expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now",
        command: "explicit"
      )),
  ]

  @Test(arguments: usageErrors)
  func badCommandLineIsRejectedWithUsageAndStatus64(_ rejection: Rejection) async throws {
    let run = try await Binary.run(rejection.input)
    expectRejected(
      run, status: 64, rejection.expected.message, command: rejection.expected.command,
      sourceLocation: rejection.location)
  }

  /// Lines of standard input that `explicit --file -` must reject with status 65 and the line's number.
  static let dataErrors: [BadInput] = [
    data(
      "bad\n",
      "Line 1 of standard input: 'bad' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    ),
    // Blank lines and comments count as lines.
    data(
      "# header\n\n@0\n2025-13-01T00:00:00Z\n",
      "Line 4 of standard input: '2025-13-01T00:00:00Z' is not a date: month 13 is out of range\(dateExample)"
    ),
    // CRLF: the \r is not part of the date.
    data(
      "@0\r\n@1\r\n@x\r\n",
      "Line 3 of standard input: '@x' is not a date: expected Unix seconds after '@', like @1735689600\(dateExample)"
    ),
    // A byte order mark does not make a line.
    data(
      "\u{FEFF}@0\n@0\nnope\n",
      "Line 3 of standard input: 'nope' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    ),
    // Blanks around the date are trimmed from the quote.
    data(
      "  2025-02-30T00:00:00Z  \n",
      "Line 1 of standard input: '2025-02-30T00:00:00Z' is not a date: Feb 30 does not exist in 2025\(dateExample)"
    ),
    // Invalid UTF-8 is quoted byte by byte.
    BadInput(
      Array("@0\n".utf8) + [0xFF, 0xFE, 0x0A],
      "Line 2 of standard input: '\\xFF\\xFE' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    ),
    BadInput(
      Array("2025-01-01T00:00:0".utf8) + [0xFF, 0x0A],
      "Line 1 of standard input: '2025-01-01T00:00:0\\xFF' is not a date: second must have 2 digits\(dateExample)"
    ),
    // A NUL byte is shown, not swallowed.
    data(
      "@0\u{0}\n",
      "Line 1 of standard input: '@0\\x00' is not a date: unexpected '\\x00' after the date\(dateExample)"
    ),
    // A line over 4096 bytes is refused as soon as the limit is passed, so the
    // message cannot give its length: only its first 60 bytes, cut.
    data(
      "@0\n" + String(repeating: "x", count: 1 << 20) + "\n",
      "Line 2 of standard input: '\(String(repeating: "x", count: 60))…' is longer than 4096 bytes, "
        + "the most a line may hold"),
    // A long line within the limit is cut in the message, with its length.
    data(
      "@0\n" + String(repeating: "x", count: 4000) + "\n",
      "Line 2 of standard input: '\(String(repeating: "x", count: 60))… (4000 bytes)' is not a date: "
        + "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    // A date the output zone cannot show is refused with its line.
    data(
      "@0\n0001-01-01T00:00:00+14:00\n@1\n",
      "Line 2 of standard input: '0001-01-01T00:00:00+14:00' falls outside years 0001–9999 in the zone UTC"
    ),
  ]

  /// `text` on standard input, refused with `message`.
  static func data(
    _ text: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> BadInput {
    BadInput(Array(text.utf8), message, location: sourceLocation)
  }

  @Test(arguments: dataErrors)
  func badDatesOnStandardInputAreRejectedWithTheLineNumberAndStatus65(_ rejection: BadInput)
    async throws
  {
    let run = try await Binary.run(["explicit", "--file", "-"], stdin: rejection.input)
    expectRejected(run, status: 65, rejection.expected, sourceLocation: rejection.location)
  }

  @Test func badDateInAFileNamesTheFile() async throws {
    let file = try temporaryFile("@0\n@1\nlater\n")
    defer { removeTemporary(file) }
    let run = try await tlsched("explicit", "--file", file.path)
    expectRejected(
      run, status: 65,
      "Line 3 of \(file.path): 'later' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    )
  }

  /// A dates file without dates is an empty schedule, as `.explicit([])` is in SwiftUI
  /// (docs/cli.md, "explicit"): nothing to print, a note on stderr, status 0.
  @Test func fileWithoutDatesIsAnEmptySchedule() async throws {
    let file = try temporaryFile("# nothing yet\n")
    defer { removeTemporary(file) }
    let note = "Note: no dates in '\(file.path)': the schedule is empty\n"

    let text = try await tlsched("explicit", "--file", file.path)
    #expect(text.exited(0), "status \(text.status), stderr: \(text.stderr)")
    #expect(text.stdout.isEmpty)
    #expect(text.stderr == note)

    // A view of a schedule with no entries shows its creation time once
    // (docs/semantics.md, section 6): --now is @0, 1970-01-01T00:00:00Z.
    let view = try await tlsched("explicit", "--file", file.path, "--view", "--now", "@0")
    #expect(view.exited(0))
    #expect(view.lines == ["1970-01-01T00:00:00Z\t1970-01-01T00:00:00Z\tlive"])
    #expect(view.stderr == note)

    // JSON is a whole document with an empty list of entries.
    let json = try await tlsched("explicit", "--file", file.path, "--now", "@0", "--format", "json")
    #expect(json.exited(0))
    #expect(json.lines.contains("  \"entries\": []"), "\(json.output)")
    #expect((try jsonObject(json)["entries"] as? [Any])?.isEmpty == true)
    #expect(json.stderr == note)
  }

  /// Empty standard input, or input with only blank lines, comments or a byte order
  /// mark, is an empty schedule too, with its own note.
  @Test(arguments: ["", "\n\n# only comments\n   \n", "\u{FEFF}"])
  func standardInputWithoutDatesIsAnEmptySchedule(_ input: String) async throws {
    for arguments in [["explicit", "--file", "-"], ["explicit", "-"]] {
      let run = try await Binary.run(arguments, stdin: Array(input.utf8))
      #expect(run.exited(0), "\(arguments): status \(run.status), stderr: \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "Note: no dates on standard input: the schedule is empty\n")
    }
  }

  @Test func missingFileIsRejectedWithStatus66() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-missing-\(UUID()).txt"
    ).path
    let run = try await tlsched("explicit", "--file", path)
    expectRejected(run, status: 66, "Cannot read '\(path)': No such file or directory")
  }

  @Test func directoryIsRejectedWithStatus66() async throws {
    let file = try temporaryFile("@0\n")
    defer { removeTemporary(file) }
    let directory = file.deletingLastPathComponent().path
    let run = try await tlsched("explicit", "--file", directory)
    expectRejected(run, status: 66, "Cannot read '\(directory)': Is a directory")
  }

  @Test func checksOfTheCommandLineComeBeforeReadingTheFile() async throws {
    // A bad option is a usage error (64) even when the file is missing too.
    let run = try await tlsched("explicit", "--file", "/nonexistent/tlsched", "--format", "xml")
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
  }

  /// Arguments that are not UTF-8 are shown as the bytes typed, as docs/cli.md says, not as U+FFFD.
  @Test(arguments: [
    (#"periodic --by $'1\xff'"#, "The value '1\\xFF' is invalid for '--by <seconds>'"),
    // 0x80, the lowest byte that is not ASCII, in a reason's quote of the argument's end.
    (#"periodic --by $'1\x80'"#, "The value '1\\x80' is invalid for '--by <seconds>'"),
    (
      #"periodic --by 1 --now $'@0\xfe\xff'"#,
      "The value '@0\\xFE\\xFF' is invalid for '--now <date>'"
    ),
    (#"periodic --by 1 $'--x\xff=1'"#, "Unknown option '--x\\xFF'"),
    (#"$'p\xc3eriodic'"#, "Unknown command 'p\\xC3eriodic'"),
  ])
  func argumentsThatAreNotUTF8AreShownAsTheirBytes(_ arguments: String, _ start: String)
    async throws
  {
    let run = try await Binary.shell(#""$TLSCHED" "# + arguments, shell: "/bin/bash")
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: " + start), "stderr: \(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains("\u{FFFD}"))
  }

  /// A long value after `=` is shown as its bytes too: found as what follows the
  /// argument's `=`, which needs no search through the argument's ends.
  @Test func aLongValueAfterEqualsIsShownAsItsBytes() async throws {
    let run = try await Binary.shell(
      #""$TLSCHED" periodic --by=$'\xff'"$(head -c 5000 /dev/zero | tr '\0' x)""#,
      shell: "/bin/bash")
    #expect(run.exited(64))
    let shown = "\\xFF" + String(repeating: "x", count: 59) + "… (5001 bytes)"
    #expect(run.stderr.hasPrefix("Error: The value '\(shown)' is invalid for '--by <seconds>'"))
    #expect(!run.stderr.unicodeScalars.contains("\u{FFFD}"), "stderr: \(run.stderr)")
  }

  /// The end of an argument that a reason quotes (`unknown unit '\xFF…'`) is
  /// shown as typed in an argument of up to 4096 bytes, and as decoded past
  /// that (docs/cli.md): each end is decoded to find it.
  @Test(arguments: [(4096, "\\xFF"), (4097, "\u{FFFD}")])
  func theEndOfAnArgumentIsShownAsTypedUpTo4096Bytes(_ length: Int, _ unitStart: String)
    async throws
  {
    // `1`, `\xFF`, then x's up to `length` bytes.
    let run = try await Binary.shell(
      #""$TLSCHED" periodic --by $'1\xff'"$(head -c "# + "\(length - 2)"
        + #" /dev/zero | tr '\0' x)""#,
      shell: "/bin/bash")
    #expect(run.exited(64))
    #expect(run.stderr.hasPrefix("Error: The value '1\\xFF"), "stderr: \(run.stderr)")
    #expect(run.stderr.contains("unknown unit '\(unitStart)x"), "stderr: \(run.stderr)")
  }

  /// Checks the exit status, an empty stdout and the whole of stderr: `Error: ` and
  /// `message`, then, for a bad command line (64), the usage line of `command` (nil: the
  /// program's) and the help hint.
  private func expectRejected(
    _ run: Run, status: Int32, _ message: String, command: String? = nil,
    sourceLocation location: SourceLocation = #_sourceLocation
  ) {
    #expect(
      run.exited(status), "exit status \(run.status), signalled: \(run.signalled)",
      sourceLocation: location)
    #expect(run.stdout.isEmpty, "stdout: \(run.output)", sourceLocation: location)
    // Only a bad command line (64) gets the usage block; errors about data and
    // files (65, 66) are one line, as coreutils prints them.
    let expected = status == 64 ? usageError(message, command: command) : "Error: \(message)\n"
    #expect(run.stderr == expected, sourceLocation: location)
  }
}
