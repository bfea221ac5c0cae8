import Testing

/// What `--help` tells a user who has not read docs/cli.md.
@Suite struct HelpTextTests {
  /// Help is wrapped at 80 columns; these checks read it as one line.
  private func help(_ arguments: String...) async throws -> String {
    let run = try await Binary.run(arguments)
    #expect(run.exited(0))
    return run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: [["periodic", "--help"], ["animation", "--help"]])
  func optionsTakingSecondsSayDurationsWork(_ arguments: [String]) async throws {
    let run = try await Binary.run(arguments)
    let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("1m30s, PT1M30S"))
  }

  @Test func tzSaysLocalIsTaken() async throws {
    #expect(try await help("every-minute", "--help").contains("±HH:MM, or local"))
  }

  /// Arguments are listed by their placeholders, as the usage lines write them.
  @Test func argumentsAreListedByTheirPlaceholders() async throws {
    #expect(try await help("explicit", "--help").contains("ARGUMENTS: <date> "))
    #expect(try await help("help", "completions").contains("ARGUMENTS: <shell> bash, zsh or fish."))
    #expect(try await help("help", "help").contains("ARGUMENTS: <command> The command"))
  }

  @Test func textTimerSaysItCountsUpPastTo() async throws {
    let text = try await help("text-timer", "--help")
    #expect(text.contains("past --to the timer counts up"))
    #expect(text.contains("--count all prints for ever; stop it with --until"))
  }
}
