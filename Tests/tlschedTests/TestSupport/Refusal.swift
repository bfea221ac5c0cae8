import Foundation

@testable import TimelineInspector

/// How tlsched refuses `words` before it runs anything, found in this process
/// instead of by launching the binary (a launch of the debug binary costs more
/// than the check): the status and standard error the binary gives, or nil when
/// the words are accepted.
///
/// The words are read and checked, and the run request built, as
/// `ScheduleInspector.outcome(of:)` does before a run; a refusal there is rendered
/// by the same `ErrorMessage`, and nothing reaches standard output before it.
/// Nothing is run: words that pass are for the launched binary to test, as are
/// words that read standard input, whose meaning depends on the process's own
/// input; and all words when the tests run another binary (`$TLSCHED_BINARY`) or
/// this process has one of the variables tlsched reads set (`TZ`, which launched
/// runs do not get, and those it removes at start-up).
func refusalInProcess(_ words: [String]) -> Run? {
  let environment = ProcessInfo.processInfo.environment
  let read = ["TLSCHED_BINARY", "TZ"] + ProcessEnvironment.ignored
  guard !read.contains(where: { environment[$0] != nil }),
    !words.contains(where: { $0 == "-" || $0.hasSuffix("=-") })
  else { return nil }
  let tool = ScheduleInspector.tlsched(version: nil)
  do throws(CommandLineError) {
    guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
      return nil
    }
    _ = try RunRequest(
      parsed, of: parsed.command, currentTime: Date().timeIntervalSinceReferenceDate,
      destination: .memory(OutputCapture()))
    return nil
  } catch {
    return Run(
      stdout: [], stderr: ErrorMessage.render(error, in: tool), status: error.status.rawValue,
      signalled: false, duration: 0, stdoutChunks: [])
  }
}
