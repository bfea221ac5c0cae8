// Compiled only for the fuzzer, as FuzzEntry.swift is.
#if FUZZING
  extension FuzzEntry {
    /// The longest line an error about a style may have: a quoted value and a
    /// quoted fragment (60 bytes each, escaped) and the longest reason's own words.
    static let longestStyleErrorLine = 1024

    /// The `style` fuzz target: `bytes`, read as UTF-8, given whole as
    /// `text-format --style` with `--render`, from the parser through the
    /// schedule's run to `/dev/null`.
    ///
    /// A style deeper or longer than its limits must be refused rather than run
    /// out of stack (a crash), and a refusal must be the three usage lines, short
    /// and with no control character, whatever the style holds.
    package static func exerciseStyle(_ bytes: [UInt8]) {
      let style = String(decoding: bytes, as: UTF8.self)
      let tool = ScheduleInspector.tlsched(version: nil)
      // `--style=` keeps a style that starts with '-' a value.
      let words = [
        "text-format", "--style=" + style, "--anchor", "2025-01-01T00:05:00Z", "--now",
        "2025-01-01T00:00:10Z", "--render",
      ]
      do {
        guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
          preconditionFailure("text-format was not read as a schedule")
        }
        let invocation = try RunRequest(
          parsed, of: parsed.command, currentTime: fixedNow, destination: .descriptor(sink))
        precondition(
          style.utf8.count <= StyleExpression.maximumLength, "a style over the limit was read")
        _ = try? invocation.bounded(to: 8).run()
      } catch {
        let message = ErrorMessage.render(error, in: tool)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        precondition(error.status == .usage && lines.count == 3, "a refused style is three lines")
        for line in lines {
          precondition(line.utf8.count <= longestStyleErrorLine, "an error line is too long")
          precondition(
            !line.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "an error line holds a control character")
        }
      }
    }
  }
#endif
