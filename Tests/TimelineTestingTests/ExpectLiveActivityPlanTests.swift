import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// `expectLiveActivityPlan`: Live Activities checked against the lines of
/// `tlsched live-activity --format ndjson`, the golden `--check` reads.
///
/// Every expected line is worked out by hand from docs/semantics.md §12: an activity
/// started in the foreground is active, on the Lock Screen and holds the island at its
/// start; the app's end removes it from the island (ours) and `.immediate` from the Lock
/// Screen at once (documented); `.default` keeps it there four hours (documented).
@Suite struct ExpectLiveActivityPlanTests {
  /// 2025-01-01T09:00:00Z.
  let nine = newYear2025 + 9 * 3_600

  private func delivery(_ policy: ActivityUIDismissalPolicy)
    -> LiveActivityRequest<LiveActivityPlainState>
  {
    LiveActivityRequest(
      start: .foreground(at: nine),
      content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
      updates: [
        LiveActivityUpdate(
          at: nine + 600,
          content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
          delivery: .push(priority: .high, alert: false))
      ],
      end: .app(at: nine + 1_800, content: nil, dismissalPolicy: policy))
  }

  @Test func anImmediateEndRemovesTheActivityAtOnce() {
    #expect(
      expectLiveActivityPlan(
        of: [delivery(.immediate)],
        matches: """
          {"date":"2025-01-01T09:00:00Z","event":"active","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"lock-screen-gained","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"island-gained","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:10:00Z","event":"update","activity":0,"update":0,"delivery":"push","priority":10,"alert":false,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"ended","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"dismissed","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"lock-screen-lost","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"island-lost","activity":0,"source":"ours"}
          """))
  }

  /// An assumed budget of 0 an hour puts the one priority-10 push over it: the first of
  /// its hour (ours).
  @Test func aPushOverTheAssumedBudgetIsMarkedAfterIt() {
    #expect(
      expectLiveActivityPlan(
        of: [delivery(.default)], pushBudget: 0, until: nine + 600,
        matches: """
          {"date":"2025-01-01T09:00:00Z","event":"active","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"lock-screen-gained","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"island-gained","activity":0,"source":"documented"}
          {"date":"2025-01-01T09:10:00Z","event":"update","activity":0,"update":0,"delivery":"push","priority":10,"alert":false,"source":"documented"}
          {"date":"2025-01-01T09:10:00Z","event":"over-budget","activity":0,"update":0,"countedInHour":1,"budget":0,"source":"ours"}
          """))
  }

  @Test func aPlanTimelineCoreRefusesIsAFailureWithItsReason() {
    let refused = LiveActivityRequest(
      start: .foreground(at: nine),
      content: ActivityContent(state: LiveActivityPlainState(encodedSize: 5_000), staleDate: nil))
    let issues = recordedIssues {
      expectLiveActivityPlan(of: [refused], matches: "")
    }
    #expect(issues.count == 1)
    #expect(issues.first.map { "\($0)".contains("4 KB") } == true)
  }
}
