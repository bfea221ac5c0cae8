import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// A Live Activity's row is a plain value, as every row's item must be: ``RowBatch``
/// keeps items in raw memory and never deinitializes them, so an item holding a
/// `String` or an array would leak or be read after it is freed.
@Suite struct LiveActivityRowTests {
  @Test func aReportRowItemIsTriviallyCopyable() {
    #expect(_isPOD(ReportRow.Item.self))
    #expect(_isPOD(LiveActivityRow.self))
  }

  /// Each event of the model becomes the event and detail docs/cli.md names.
  @Test(arguments: [
    (LiveActivityPlanEvent.Kind.stateChanged(.stale), "stale", "-"),
    (.startRefused(.visibility), "start-refused", "visibility"),
    (.surfaceGained(.dynamicIsland), "island-gained", "-"),
    (.surfaceLost(.lockScreen), "lock-screen-lost", "-"),
    (
      .updateApplied(update: 2, delivery: .push(priority: .high, alert: true)), "update",
      "update=2,push-10-alert"
    ),
    (
      .updateIgnored(update: 0, delivery: .local, reason: .afterEnd), "update-ignored",
      "update=0,local,after-end"
    ),
    (.endIgnored(.notStarted), "end-ignored", "not-started"),
    (.pushOverAssumedBudget(update: 5, countedInHour: 4), "over-budget", "update=5,counted=4/3"),
  ])
  func eachEventHasItsWords(kind: LiveActivityPlanEvent.Kind, event: String, detail: String) {
    let row = LiveActivityRow(
      LiveActivityPlanEvent(
        date: Date(timeIntervalSinceReferenceDate: 0), activity: 1, kind: kind,
        source: .documented), budget: 3)
    #expect(row.event.rawValue == event)
    #expect(row.detailField(text: nil) == detail)
    #expect(row.activity == 1)
  }
}
