import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tlsched does with the standard streams its parent gives it: closed
/// ones, and a non-blocking output (docs/cli.md, "Pipes").
@Suite struct StandardStreamsTests {
  @Test func aClosedStandardOutputIsReportedNotFilledWithOwnFiles() async throws {
    // With 0 and 1 closed, the wake-up pipe would get them: dates written into
    // it, exit 0, and poll spinning on a readable pipe. Now: exit 1 at once.
    let run = try await Binary.shell(
      #""$TLSCHED" periodic --by 1 --live --count 3 <&- >&-; echo "status=$?" >&2"#,
      shell: "/bin/bash")
    let lines = run.stderrLines
    #expect(lines.first == "Error: Cannot write to standard output: Bad file descriptor")
    // Status 1 and the error tell the wrong answer (exit 0 after writing into the
    // pipe); the spinning poll never ends, and the hang bound (two minutes) fails it.
    #expect(lines.last == "status=1", "\(lines)")
  }

  @Test func aClosedStandardInputStillLetsALiveRunPrint() async throws {
    let run = try await Binary.shell(
      #""$TLSCHED" periodic --by 0.05 --live --count 3 <&-"#, shell: "/bin/bash")
    #expect(run.exited(0))
    #expect(run.lines.count == 3 && run.lines.allSatisfy(isPrintedDate), "\(run.output)")
  }

  @Test func aClosedStandardInputIsUnreadableForDashFile() async throws {
    let run = try await Binary.shell(#""$TLSCHED" explicit --file - <&-"#, shell: "/bin/bash")
    #expect(run.exited(66))
    #expect(run.stderrLines.first == "Error: Cannot read 'standard input': Bad file descriptor")
  }

  @Test func aNonBlockingStandardOutputIsWaitedForNotAbandoned() throws {
    // 20 000 lines overflow the pipe: each write that finds it full gets EAGAIN.
    let output = TestPipe()
    defer { output.close() }
    let flags = fcntl(output.write, F_GETFL)
    _ = fcntl(output.write, F_SETFL, flags | O_NONBLOCK)
    let process = try SpawnedProcess(
      ["periodic", "--by", "1", "--count", "20000", "--now", "2025-01-01T00:00:00Z"],
      stdout: output.write)
    usleep(300_000)
    output.closeWrite()
    let bytes = output.readLines(atLeast: 20_000)
    let end = process.finish()
    #expect(end?.signalled == false && end?.status == 0, "\(String(describing: end))")
    #expect(bytes.count(where: { $0 == 0x0A }) == 20_000)
  }

  @Test func aFileNameThatIsNotUTF8OpensAndIsShownByteByByte() async throws {
    let run = try await Binary.shell(
      """
      d=$(mktemp -d); cd "$d"
      printf '2025-01-01T00:00:00Z\\n' > $'bad\\xffname.txt'
      "$TLSCHED" explicit --file $'bad\\xffname.txt'; echo "status=$?"
      "$TLSCHED" explicit --file=$'bad\\xffname.txt' --format json | grep '"file"'
      "$TLSCHED" explicit --file $'missing\\xff.txt'; echo "status=$?"
      printf '# no dates\\n' > $'empty\\xffname.txt'
      "$TLSCHED" explicit --file $'empty\\xffname.txt' 2>&1; echo "status=$?"
      cd /; rm -rf "$d"
      """, shell: "/bin/bash")
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z", "status=0",
        #"  "schedule": {"kind": "explicit", "file": "bad\#u{FFFD}name.txt"},"#, "status=66",
        // An empty file is an empty schedule; its note shows the name byte by byte too.
        #"Note: no dates in 'empty\xFFname.txt': the schedule is empty"#, "status=0",
      ], "\(run.output)")
    #expect(
      run.stderrLines.first == #"Error: Cannot read 'missing\xFF.txt': No such file or directory"#)
  }
}

/// Standard streams closed at start-up stay closed under their other names, and
/// files that merely look alike still open (docs/cli.md, "Pipes").
@Suite struct ClosedStreamNamesTests {
  @Test func devStdinWithAClosedStandardInputFailsAsDashDoes() async throws {
    // The placeholder for a closed 0 was /dev/null, so this read an empty schedule, status 0.
    let run = try await Binary.shell(
      #""$TLSCHED" explicit --file /dev/stdin <&-"#, shell: "/bin/bash")
    #expect(run.exited(66))
    #expect(run.stderrLines == ["Error: Cannot read '/dev/stdin': Bad file descriptor"])
    #expect(run.output.isEmpty)
  }

  @Test func devNullStillReadsAsEmptyWithAClosedStandardInput() async throws {
    let run = try await Binary.shell(
      #""$TLSCHED" explicit --file /dev/null <&-"#, shell: "/bin/bash")
    #expect(run.exited(0))
    #expect(run.stderrLines == ["Note: no dates in '/dev/null': the schedule is empty"])
  }
}

/// Variables of the environment that must not change what is printed.
@Suite struct IgnoredEnvironmentTests {
  @Test func icuTimeZoneFilesDirDoesNotUnknowNamedZones() async throws {
    // Any directory without ICU's zone files made every named zone unknown (status 64).
    // Paris kept CET (+01:00) all through 1970.
    let run = try await tlsched(
      "every-minute", "--now", "@0", "--tz", "Europe/Paris", "--count", "2",
      environment: ["ICU_TIMEZONE_FILES_DIR": "/tmp"])
    #expect(run.exited(0))
    #expect(run.lines == ["1970-01-01T01:00:00+01:00", "1970-01-01T01:01:00+01:00"])
  }

  @Test func icuTimeZoneFilesDirDoesNotTurnLocalIntoUTC() async throws {
    let run = try await tlsched(
      "every-minute", "--now", "@0", "--tz", "local", "--count", "1",
      environment: ["ICU_TIMEZONE_FILES_DIR": "/tmp", "TZ": "Europe/Paris"])
    #expect(run.exited(0))
    #expect(run.lines == ["1970-01-01T01:00:00+01:00"])
  }
}
