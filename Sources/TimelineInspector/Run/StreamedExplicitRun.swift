import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PreparedSchedule {
  /// The most dates of a dates file read before anything is printed.
  static let datesReadFirst = 8192

  /// The most dates `--view` reads. A view walks the dates more than once (two
  /// accounts, the Always-On frames and their start), so it holds them all; past
  /// this many (8 MiB of dates) it refuses the input instead of growing until
  /// memory runs out.
  static let datesReadForView = 1 << 20

  /// An explicit schedule whose dates come from a dates file or standard input.
  ///
  /// The first ``datesReadFirst`` dates are read before anything is printed, so
  /// a bad line among them is refused with nothing on standard output, as any
  /// bad input is. Past them, each date is printed as it is read, so endless
  /// input runs in constant memory; a bad line there ends the output where it
  /// stands: the lines before it stay printed, a JSON document is closed, and
  /// the run fails with the line's error (status 65). With `--view`, a view's
  /// two accounts and its Always-On frames each walk the dates, so they are all
  /// read first, at most ``datesReadForView`` of them.
  init(streaming stream: DatesStream) {
    self.init { invocation, messages throws(RunStop) in
      var first: [Double] = []
      let readFirst = invocation.view == nil ? Self.datesReadFirst : Self.datesReadForView
      do throws(CommandLineError) {
        while first.count < readFirst, let date = try stream.next() { first.append(date) }
        if invocation.view != nil, first.count == readFirst, try stream.next() != nil {
          let source =
            stream.isStandardInput
            ? "Standard input" : "'\(Quoted(bytes: stream.name, limit: .max))'"
          throw .tooManyDatesForView(source, limit: readFirst, in: invocation.command)
        }
      } catch {
        throw .badInput(error)
      }
      stream.releaseWarning()
      if stream.reachedEnd && first.isEmpty {
        // An empty schedule is legal, as `.explicit([])` is in SwiftUI; say so, as
        // nothing (or only a view's one update) will be printed.
        let source =
          stream.isStandardInput
          ? "on standard input" : "in '\(Quoted(bytes: stream.name, limit: .max))'"
        writeToStandardError("Note: no dates \(source): the schedule is empty\n")
      }
      var run = ScheduleRun(invocation, messages: messages)
      run.report.inputFailed = { stream.failure != nil }
      let notes = try run.run(
        ExplicitTimelineSchedule(StreamedDates(first: first, stream: stream)), stall: nil)
      if let failure = stream.failure { throw .badInput(failure) }
      return notes
    }
  }
}

/// The dates read first, then the rest of the stream as the run asks for them.
struct StreamedDates: Sequence, IteratorProtocol {
  let first: [Double]
  let stream: DatesStream
  private var index = 0

  init(first: [Double], stream: DatesStream) {
    self.first = first
    self.stream = stream
  }

  mutating func next() -> Date? {
    if index < first.count {
      defer { index += 1 }
      return Date(timeIntervalSinceReferenceDate: first[index])
    }
    return stream.nextOrFailure().map(Date.init(timeIntervalSinceReferenceDate:))
  }
}
