import Foundation
import TimelineCore

/// A content with no timer and no size, stale at `stale` seconds (nil: never), ranked
/// `relevance`.
func content(
  stale: Double? = nil, relevance: Double = 0, timer: ActivityTimerText? = nil, bytes: Int? = nil
) -> ActivityContent<LiveActivityPlainState> {
  ActivityContent(
    state: LiveActivityPlainState(timerText: timer, encodedSize: bytes),
    staleDate: stale.map(d), relevanceScore: relevance)
}

/// An update at `seconds`, delivered by `delivery`, with `content`.
func update(
  _ seconds: Double, _ delivery: LiveActivityDelivery = .local,
  _ content: ActivityContent<LiveActivityPlainState> = content()
) -> LiveActivityUpdate<LiveActivityPlainState> {
  LiveActivityUpdate(at: d(seconds), content: content, delivery: delivery)
}

/// An activity started in the foreground at `seconds`.
func activity(
  _ seconds: Double, _ initial: ActivityContent<LiveActivityPlainState> = content(),
  updates: [LiveActivityUpdate<LiveActivityPlainState>] = [],
  end: LiveActivityEnd<LiveActivityPlainState>? = nil, removedAt: Double? = nil
) -> LiveActivityRequest<LiveActivityPlainState> {
  LiveActivityRequest(
    start: .foreground(at: d(seconds)), content: initial, updates: updates, end: end,
    removedByPersonAt: removedAt.map(d))
}

/// The app's end at `seconds` under `policy`, with optional final content.
func appEnd(
  _ seconds: Double, _ policy: ActivityUIDismissalPolicy,
  _ final: ActivityContent<LiveActivityPlainState>? = nil
) -> LiveActivityEnd<LiveActivityPlainState> {
  .app(at: d(seconds), content: final, dismissalPolicy: policy)
}

/// A push's end at `seconds`, with a dismissal date at `dismissal` seconds (nil: none).
func pushEnd(_ seconds: Double, dismissal: Double?) -> LiveActivityEnd<LiveActivityPlainState> {
  .push(at: d(seconds), content: nil, dismissalDate: dismissal.map(d))
}

/// A priority-10 push without an alert.
let high = LiveActivityDelivery.push(priority: .high, alert: false)

/// A priority-5 push without an alert.
let low = LiveActivityDelivery.push(priority: .low, alert: false)

/// Each event as one line, `HH:MM:SS aACTIVITY WHAT SOURCE`, written here and not by the
/// library, so that an expected plan reads as the scenario's comment works it out:
/// `"08:00:00 a0 ended observed"`, `"09:10:00 a0 update 0 push10 applied documented"`.
func rows(_ plan: LiveActivityPlan) -> [String] {
  plan.events.map(row)
}

/// The rows whose label starts with one of `prefixes`.
func rows(_ plan: LiveActivityPlan, only prefixes: String...) -> [String] {
  plan.events.filter { event in prefixes.contains { label(event.kind).hasPrefix($0) } }.map(row)
}

/// One event as `rows(_:)` writes it.
func row(_ event: LiveActivityPlanEvent) -> String {
  "\(clock(event.date)) a\(event.activity) \(label(event.kind)) \(event.source.rawValue)"
}

/// Seconds since 2001-01-01T00:00:00Z as hours, minutes and seconds (hours past 24 go on).
func clock(_ date: Date) -> String {
  let seconds = Int(date.timeIntervalSinceReferenceDate)
  func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
}

/// What happens, in a few words.
func label(_ kind: LiveActivityPlanEvent.Kind) -> String {
  switch kind {
  case .stateChanged(let state): state.rawValue
  case .startRefused(let reason): "refused \(reason.rawValue)"
  case .surfaceGained(let surface): "+\(surface == .dynamicIsland ? "island" : "lock")"
  case .surfaceLost(let surface): "-\(surface == .dynamicIsland ? "island" : "lock")"
  case .updateApplied(let index, let delivery): "update \(index) \(name(delivery)) applied"
  case .updateIgnored(let index, let delivery, let reason):
    "update \(index) \(name(delivery)) ignored \(reason.rawValue)"
  case .finalContentApplied: "final content"
  case .endIgnored(let reason): "end ignored \(reason.rawValue)"
  case .pushOverAssumedBudget(let index, let count): "over budget update \(index) \(count)/h"
  }
}

/// `local`, `push10`, `push5`, with ` alert` when the push carries one.
func name(_ delivery: LiveActivityDelivery) -> String {
  switch delivery {
  case .local: "local"
  case .push(let priority, let alert): "push\(priority.rawValue)\(alert ? " alert" : "")"
  }
}
