/// The `apns-priority` of an ActivityKit push: 10 or 5.
///
/// ```swift
/// LiveActivityPushPriority.high.rawValue  // 10
/// LiveActivityPushPriority(rawValue: 5)  // .low
/// ```
public enum LiveActivityPushPriority: Int, Sendable, Hashable, CaseIterable {
  /// Priority 5: delivered when the system sees fit, and not counted by the hourly
  /// budget (documented). When it arrives is not known off the device.
  case low = 5

  /// Priority 10: delivered at once, and counted by the hourly budget, whose size is not
  /// published (documented).
  case high = 10
}
