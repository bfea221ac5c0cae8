#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The counted reloads granted in the last 24 hours, under a budget of `limit`: the
/// sliding window of docs/semantics.md, "Widgets", "The budget profiles" (ours), with
/// its grants paced or not.
struct WidgetBudgetWindow {
  /// The window's length: a day.
  static let length: TimeInterval = 86_400

  /// How many counted reloads any 24 hours may hold.
  let limit: Int
  /// The least time between two counted grants: a day over `limit` when paced, else 0.
  let spacing: TimeInterval
  /// Every counted grant, in time order; those before `start` have left the window.
  private var grants: [Date] = []
  private var start = 0

  init(limit: Int, pacing: WidgetReloadBudget.Pacing = .burst) {
    self.limit = limit
    spacing = pacing == .paced && limit > 0 ? Self.length / Double(limit) : 0
  }

  /// The grants still in the window.
  var count: Int { grants.count - start }

  /// When a refused request may be granted: once the oldest grant in the window leaves
  /// it if the window is full, and, paced, once `spacing` has passed since the last
  /// grant; nil if no grant was ever made (a budget of 0).
  var nextRoom: Date? {
    guard let last = grants.last else { return nil }
    let paced = last.addingTimeInterval(spacing)
    guard count >= limit else { return paced }
    return max(grants[start].addingTimeInterval(Self.length), paced)
  }

  /// Grants `date` if the 24 hours ending at it, `date` included, hold fewer than
  /// `limit` counted grants and, paced, `spacing` has passed since the last grant;
  /// returns whether it did. Dates come in time order.
  ///
  /// A grant at g is in the window of t while g + 24 h > t: the same sum as
  /// ``nextRoom``'s, so the retry at that moment finds the room it was promised.
  mutating func grant(_ date: Date) -> Bool {
    while start < grants.count, grants[start].addingTimeInterval(Self.length) <= date {
      start += 1
    }
    // Drop what has left the window once it is most of the array, so that a plan of
    // any length keeps at most about two windows' grants.
    if start > 64, start * 2 > grants.count {
      grants.removeFirst(start)
      start = 0
    }
    guard count < limit else { return false }
    if let last = grants.last, date < last.addingTimeInterval(spacing) { return false }
    grants.append(date)
    return true
  }
}
