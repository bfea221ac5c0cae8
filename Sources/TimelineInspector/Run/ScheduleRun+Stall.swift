import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The note for lines a live run passed over after it fell behind.
extension ScheduleRun {
  /// Says on stderr, at once, that lines fell due while the run could not
  /// print them (the process was stopped, the machine suspended, or the output
  /// slower than the schedule), and were passed over to show only the latest,
  /// as a view catching up does. The catch-up of a run started after its first
  /// dates is not a stall: it is said only once a line has been printed.
  func reportStall(_ passedOver: (count: UInt, first: Double)?, before next: Double) {
    guard let passedOver, printedALine else { return }
    var writer = DateWriter(zone: invocation.zone)
    let first = writer.string(passedOver.first) ?? "\(passedOver.first)"
    let shown = writer.string(next) ?? "\(next)"
    let count = passedOver.count == .max ? "More than \(UInt.max - 1)" : "\(passedOver.count)"
    let lines = passedOver.count == 1 ? "line" : "lines"
    messages(
      "Note: \(count) \(lines) due from \(first) until \(shown) not printed: the run fell behind the clock (stopped, suspended or slowed) and, as a view catching up does, went on from the latest line due"
    )
  }
}
