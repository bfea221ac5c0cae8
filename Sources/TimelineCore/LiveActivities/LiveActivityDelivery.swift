/// How an update reaches an activity: from the app, or by an ActivityKit push.
///
/// ```swift
/// let push: LiveActivityDelivery = .push(priority: .high, alert: true)
/// LiveActivityDelivery.local == push  // false
/// ```
public enum LiveActivityDelivery: Sendable, Hashable {
  /// `Activity.update(_:)`, from the app in the foreground or with background runtime.
  case local

  /// A push with `event: update` at `apns-priority` `priority`; `alert` when it carries
  /// an alert, which lights the screen and shows the expanded island or a banner.
  case push(priority: LiveActivityPushPriority, alert: Bool)
}
