import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// The command's Always-On frames of fine grids: the entries between
/// two frames are passed over arithmetically, through the stall guard too, so
/// the time taken follows the frames printed, not the entries between them.
@Suite struct AlwaysOnSkipTests {
  @Test func aMicrosecondGridPrintsAFrameAMinuteAtOnce() async throws {
    // Near 2025 Doubles are 2⁻²³ s apart; 10⁻⁶ s rounds to 8 of them, 2⁻²⁰ s,
    // and 60 s is exactly 62,914,560 such additions: the second frame is on the
    // minute. Read one by one, these 6 × 10⁷ entries took 45 s.
    let run = try await tlsched(
      "periodic", "--by", "1e-6", "--now", "2025-01-01T00:00:00Z", "--view", "--mode",
      "low-frequency", "--count", "2")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z\t2025-01-01T00:00:00Z\tminutes\tminutes\tseconds\tenter",
        "2025-01-01T00:00:00Z\t2025-01-01T00:00:00Z\tminutes\tminutes\tseconds\tframe",
        "2025-01-01T00:01:00Z\t2025-01-01T00:01:00Z\tminutes\tminutes\tseconds\tframe",
      ])
  }

  @Test func aNanosecondGridFromTheReferenceDatePrintsItsFrames() async throws {
    // 10⁻⁹ s added to 0 again and again: 6 × 10¹⁰ entries a minute, which never
    // printed. Each frame is the first sum at least 60 s after the one before.
    let run = try await tlsched(
      "periodic", "--by", "1e-9", "--now", "2001-01-01T00:00:00Z", "--view", "--mode",
      "low-frequency", "--count", "3")
    #expect(run.exited(0))
    #expect(run.lines.count == 4)
    #expect(run.lines.first?.hasPrefix("2001-01-01T00:00:00Z\t") == true)
  }

  @Test func aGuardedGridSkipsToTheFramesOfTheGridItself() {
    let start = Date(timeIntervalSinceReferenceDate: 757_382_400)
    let grid = PeriodicTimelineSchedule(from: start, by: 1e-6)
    let frames = TimelineView(StallGuard(base: grid, record: StallRecord())) { $0 }
      .alwaysOnFrames(from: start, session: .active)
      .prefix(3)
      .map(\.time)
    // With a session, a frame a second: 2²⁰ additions of 2⁻²⁰ s each.
    #expect(frames == [start, start + 1, start + 2])
  }

  @Test func aGuardedGridThatStallsStillEndsWithItsNote() {
    // Near 2⁴⁰ s Doubles are 2⁻¹² s apart: adding 2⁻¹⁴ s rounds back.
    let start = Date(timeIntervalSinceReferenceDate: 0x1p40)
    let record = StallRecord()
    let frames = TimelineView(
      StallGuard(base: PeriodicTimelineSchedule(from: start, by: 0x1p-14), record: record)
    ) { $0 }
    .alwaysOnFrames(from: start)
    #expect(frames.map(\.time) == [start])
    #expect(record.date == 0x1p40)
  }
}
