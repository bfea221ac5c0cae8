import Foundation
import Testing

/// The completion scripts, loaded into real shells.
@Suite struct CompletionTests {
  /// What bash's completion function offers for a command line whose last word is being typed.
  func bashOffers(_ words: [String]) async throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      source <("$TLSCHED" completions bash)
      COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
      _tlsched
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try await Binary.shell(script, shell: "/bin/bash")
    #expect(run.exited(0), "stderr: \(run.stderr)")
    return run.lines.filter { !$0.isEmpty }
  }

  @Test func bashOffersEveryCommandAndTheProgramsOptionsFirst() async throws {
    let offered = try await bashOffers(["tlsched", ""])
    #expect(
      Set(offered) == [
        "periodic", "every-minute", "explicit", "animation", "text-timer", "text-timer-interval",
        "wall-clock", "text-format", "widget", "live-activity", "help", "completions", "--help",
        "--version",
      ])
  }

  @Test func bashCompletesAPartialCommand() async throws {
    #expect(try await bashOffers(["tlsched", "ev"]) == ["every-minute"])
  }

  @Test func bashOffersTheOptionsOfTheCommandBeingTyped() async throws {
    let periodic = Set(try await bashOffers(["tlsched", "periodic", "--"]))
    #expect(
      periodic.isSuperset(of: [
        "--from", "--by", "--now", "--count", "--until", "--mode", "--format", "--tz",
      ]))
    #expect(periodic.isSuperset(of: ["--view", "--model", "--cadence", "--live", "--help"]))
    #expect(!periodic.contains("--file"))
    let explicit = Set(try await bashOffers(["tlsched", "explicit", "--f"]))
    #expect(explicit == ["--file", "--format"])
    let animation = Set(try await bashOffers(["tlsched", "animation", "--p"]))
    #expect(animation == ["--paused"])
  }

  @Test(arguments: [
    ("--mode", ["normal", "low-frequency", "lowFrequency"]),
    ("--format", ["text", "json", "ndjson", "csv", "tsv", "table", "svg"]),
    ("--model", ["swiftui", "documented", "both"]),
    ("--cadence", ["live", "seconds", "minutes"]),
  ])
  func bashOffersTheValuesOfAnOption(_ option: String, _ values: [String]) async throws {
    #expect(Set(try await bashOffers(["tlsched", "every-minute", option, ""])) == Set(values))
  }

  @Test func bashOffersValuesAfterAnEqualsSign() async throws {
    // bash splits `--format=js` into `--format`, `=`, `js`.
    #expect(try await bashOffers(["tlsched", "periodic", "--format", "=", "js"]) == ["json"])
  }

  @Test func bashOffersIANAZoneNamesForTz() async throws {
    #expect(
      try await bashOffers(["tlsched", "periodic", "--tz", "Europe/Par"]) == ["Europe/Paris"])
    let american = try await bashOffers(["tlsched", "periodic", "--tz", "America/New_"])
    #expect(american == ["America/New_York"])
    #expect(try await bashOffers(["tlsched", "periodic", "--tz", "UT"]).contains("UTC"))
  }

  @Test func bashOffersCurrentZoneNamesICUKeepsAsAliases() async throws {
    // ICU lists India's zone as Asia/Calcutta; Asia/Kolkata is the name people type.
    #expect(try await bashOffers(["tlsched", "periodic", "--tz", "Asia/Kol"]) == ["Asia/Kolkata"])
  }

  @Test func fishGivesAValueNoDescriptionAndTheOptionItsHelp() async throws {
    let run = try await Binary.run(["completions", "fish"])
    let lines = run.lines.filter {
      $0.contains("subcommand_from periodic' ") && $0.contains(" -l format ")
    }
    // One line offers the values, with no description (fish would repeat it on each
    // value); another describes the option.
    #expect(lines.count == 2)
    #expect(lines.contains { $0.contains(" -a 'text json") && !$0.contains(" -d ") })
    #expect(lines.contains { $0.contains(" -d 'Output format") && !$0.contains(" -a ") })
  }

  @Test func bashOffersNothingForFreeFormValuesAndNowForDates() async throws {
    #expect(try await bashOffers(["tlsched", "periodic", "--by", ""]).isEmpty)
    #expect(try await bashOffers(["tlsched", "periodic", "--count", ""]).isEmpty)
    // A date's one fixed word is `now`; the rest of a date is free-form.
    #expect(try await bashOffers(["tlsched", "periodic", "--now", ""]) == ["now"])
    #expect(try await bashOffers(["tlsched", "periodic", "--until", "n"]) == ["now"])
  }

  @Test func bashOffersCommandsAfterHelpAndShellsAfterCompletions() async throws {
    #expect(try await bashOffers(["tlsched", "help", "exp"]) == ["explicit"])
    #expect(
      Set(try await bashOffers(["tlsched", "completions", ""])).isSuperset(of: [
        "bash", "zsh", "fish",
      ]))
  }

  @Test func bashCompletesFilesWithSpacesAndDirectoriesWithASlash() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
    try Data().write(to: directory.appendingPathComponent("my dates.txt"))
    defer { try? FileManager.default.removeItem(at: directory) }
    func offers(_ word: String) async throws -> [String] {
      let script = """
        cd '\(directory.path)' && source <("$TLSCHED" completions bash)
        COMP_WORDS=(tlsched explicit --file '\(word)'); COMP_CWORD=3; COMPREPLY=()
        _tlsched
        printf '[%s]\\n' "${COMPREPLY[@]}"
        """
      let run = try await Binary.shell(script, shell: "/bin/bash")
      #expect(run.exited(0), "stderr: \(run.stderr)")
      return run.lines
    }
    // The name is quoted as the shell must read it, and a space ends a file's name.
    #expect(try await offers("my") == [#"[my\ dates.txt ]"#])
    // A typed backslash-space matches the same file.
    #expect(try await offers(#"my\ d"#) == [#"[my\ dates.txt ]"#])
    // A directory ends in '/' so the path can go on.
    #expect(try await offers("su") == [#"[sub\ dir/]"#])
  }

  @Test func bashCompletesFileNamesWithPatternCharactersAsThemselves() async throws {
    // A name with '*' must not be read as a pattern: 'a*b.txt' would match all three
    // names, giving duplicates; '[ab].txt' would match 'a.txt'.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["a*b.txt", "a1b.txt", "ab.txt", "[ab].txt", "a.txt"] {
      try Data().write(to: directory.appendingPathComponent(name))
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = """
      cd '\(directory.path)' && source <("$TLSCHED" completions bash)
      for word in a '['; do
        COMP_WORDS=(tlsched explicit --file "$word"); COMP_CWORD=3; COMPREPLY=()
        _tlsched
        printf '[%s]\\n' "${COMPREPLY[@]}" | sort
      done
      """
    let run = try await Binary.shell(script, shell: "/bin/bash")
    #expect(run.exited(0), "stderr: \(run.stderr)")
    #expect(
      run.lines == [
        #"[a.txt ]"#, #"[a1b.txt ]"#, #"[a\*b.txt ]"#, #"[ab.txt ]"#, #"[\[ab\].txt ]"#,
      ])
  }

  @Test(arguments: ["zsh", "fish"])
  func theOtherShellsScriptsNameEveryCommandAndOption(_ shell: String) async throws {
    let run = try await Binary.run(["completions", shell])
    #expect(run.exited(0))
    for word in [
      "periodic", "every-minute", "explicit", "animation", "minimum-interval", "paused", "cadence",
      "Europe/Paris",
    ] {
      #expect(run.output.contains(word), "\(shell) script lacks \(word)")
    }
  }

  /// Whether a shell's test runs: when the shell is installed, or when CI
  /// requires it (`CI_REQUIRE_SHELLS`), so that a missing shell there fails
  /// instead of passing without running.
  static func runsWith(_ shell: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)")
      || ProcessInfo.processInfo.environment["CI_REQUIRE_SHELLS"] != nil
  }

  @Test(.enabled(if: runsWith("zsh"), "zsh is not installed (set CI_REQUIRE_SHELLS to require it)"))
  func zshAcceptsItsScript() async throws {
    try await expectShellAcceptsItsScript("zsh")
  }

  @Test(
    .enabled(if: runsWith("fish"), "fish is not installed (set CI_REQUIRE_SHELLS to require it)"))
  func fishAcceptsItsScript() async throws {
    try await expectShellAcceptsItsScript("fish")
  }

  private func expectShellAcceptsItsScript(_ shell: String) async throws {
    let path = "/usr/bin/\(shell)"
    try #require(
      FileManager.default.isExecutableFile(atPath: path), "\(shell) is required but not installed")
    let run = try await Binary.shell(
      "\"$TLSCHED\" completions \(shell) > \"${TMPDIR:-/tmp}/tlsched.\(shell)\" && \(path) -n \"${TMPDIR:-/tmp}/tlsched.\(shell)\""
    )
    #expect(run.exited(0), "\(shell) -n: \(run.stderr)")
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
  func fishOffersTheValuesOfAnOptionAndNoFiles() async throws {
    let run = try await Binary.shell(
      "\"$TLSCHED\" completions fish | source; complete -C 'tlsched every-minute --format '",
      shell: "/usr/bin/fish")
    let offered = Set(run.lines.map { String($0.prefix(while: { $0 != "\t" })) })
    #expect(offered == ["text", "json", "ndjson", "csv", "tsv", "table", "svg"])
  }
}
