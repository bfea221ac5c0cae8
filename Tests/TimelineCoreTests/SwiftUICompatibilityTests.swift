import Foundation
import Testing
import TimelineCore

@Suite struct SwiftUICompatibilityTests {
  /// Code written for SwiftUI's first `TimelineView` initializer, whose
  /// closure names the view's own context type: SwiftUI deprecates that
  /// initializer, and so does the library (so the test is marked deprecated
  /// too, which keeps the build free of warnings). The closure sees the same
  /// dates and cadences as one typed with `TimelineViewDefaultContext`.
  @available(*, deprecated, message: "calls the deprecated initializer on purpose")
  @Test func aContentClosureTakingTheViewsOwnContextTypeStillWorks() {
    let legacy = TimelineView(.periodic(from: d(0), by: 1)) {
      (context: TimelineView<PeriodicTimelineSchedule, String>.Context) in
      "\(context.date.timeIntervalSinceReferenceDate) \(context.cadence)"
    }
    let current = TimelineView(.periodic(from: d(0), by: 1)) {
      (context: TimelineViewDefaultContext) in
      "\(context.date.timeIntervalSinceReferenceDate) \(context.cadence)"
    }
    let expected = ["0.5: 0.0 live", "1.0: 1.0 live", "2.0: 2.0 live"]
    #expect(legacy.updates(createdAt: d(0.5)).prefix(3).map(Self.line) == expected)
    #expect(current.updates(createdAt: d(0.5)).prefix(3).map(Self.line) == expected)
    #expect(
      legacy.alwaysOnFrames(from: d(0.5), until: d(70)).map(\.content) == [
        "1.0 minutes", "61.0 minutes",
      ])
  }

  /// Code that asks the system to render pre-rendered frames again compiles and
  /// changes nothing: the library renders nothing ahead.
  @Test func invalidatingTimelineContentIsANoOp() {
    let view = TimelineView(.explicit([d(80), d(90), d(110), d(120)])) { context in
      context.invalidateTimelineContent()
      return context.date
    }
    #expect(seconds(view.updates(createdAt: d(100)).map(\.content)) == [90, 110])
    #expect(
      seconds(view.alwaysOnFrames(from: d(100), until: d(200), session: .active).map(\.content))
        == [110, 120])
  }

  private static func line(_ update: TimelineView<PeriodicTimelineSchedule, String>.Update)
    -> String
  {
    "\(update.time.timeIntervalSinceReferenceDate): \(update.content)"
  }
}
