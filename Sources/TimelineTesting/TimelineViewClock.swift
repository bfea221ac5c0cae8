import Foundation
import TimelineCore
import TimelineInspector

/// A manual clock for a headless `TimelineView`: step the view through time
/// and read what it shows at each step.
///
/// The view is created at the clock's start; time moves only when the test
/// moves it, and each move applies the updates that fall due, as the view
/// would apply them:
///
/// ```swift
/// let view = TimelineView(.periodic(from: start, by: 60)) { $0.date }
/// var clock = TimelineViewClock(view, createdAt: start + 30)
/// clock.context?.date       // start: the latest date at or before creation
/// clock.nextDate            // start + 60
/// clock.advance(by: 30)     // one update, at start + 60
/// clock.content             // start + 60
/// clock.pendingDates(count: 2)  // [start + 120, start + 180]
/// ```
///
/// It follows the same updates as ``expectUpdates(of:from:until:count:mode:model:cadence:session:timeZone:matches:fileID:filePath:line:column:)``
/// in normal mode (`TimelineView.updates(createdAt:model:cadence:until:)`).
public struct TimelineViewClock<Schedule: TimelineSchedule, Content> {
  /// One update of the view: when it happened, its context and its content.
  public typealias Update = TimelineView<Schedule, Content>.Update

  /// The clock's time: the view's creation, then wherever the test moved it.
  public private(set) var now: Date
  /// The latest update at or before ``now``, or nil before the view's first.
  public private(set) var current: Update?
  /// The updates not yet due.
  private var upcoming: TimelineView<Schedule, Content>.Updates
  /// The first of them, read ahead to know when it falls due.
  private var next: Update?

  /// A clock at `createdAt`, with `view` created then and the updates due at
  /// its creation applied.
  ///
  /// - Parameters:
  ///   - view: The view to step.
  ///   - createdAt: When the view is created: the clock's start.
  ///   - model: Whose account of the updates to follow.
  ///   - cadence: The cadence the context reports instead of `live`.
  public init(
    _ view: TimelineView<Schedule, Content>, createdAt: Date,
    model: TimelineUpdateModel = .swiftui, cadence: TimelineViewDefaultContext.Cadence? = nil
  ) {
    upcoming = view.updates(createdAt: createdAt, model: model, cadence: cadence)
    next = upcoming.next()
    now = createdAt
    advance(to: createdAt)
  }

  /// The context the view's content was last built with, or nil before its first update.
  public var context: TimelineViewDefaultContext? { current?.context }

  /// The content the view last built, or nil before its first update.
  public var content: Content? { current?.content }

  /// When the view next updates, or nil if it never will.
  public var nextDate: Date? { next?.time }

  /// When the view updates next, at most `count` times, in order.
  ///
  /// - Complexity: O(`count`): the updates are read from a copy of the view's
  ///   timeline, which moves on only when the clock does.
  public func pendingDates(count: Int) -> [Date] {
    guard count > 0, let next else { return [] }
    var dates = [next.time]
    var rest = upcoming
    while dates.count < count, let update = rest.next() { dates.append(update.time) }
    return dates
  }

  /// Moves the clock `interval` seconds on, applying the updates that fall due.
  ///
  /// Time does not go back: a negative `interval` records a failure at the
  /// caller's line and leaves the clock where it was.
  ///
  /// - Parameters:
  ///   - interval: How far to move the clock, in seconds; not negative.
  ///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line, where a failure is recorded; leave the default.
  ///   - column: The caller's column, where a failure is recorded; leave the default.
  /// - Returns: The updates applied, in order; the last is ``current``.
  @discardableResult
  public mutating func advance(
    by interval: TimeInterval, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Update] {
    advance(
      to: now + interval, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Moves the clock to `date`, applying the updates that fall due up to and
  /// including it.
  ///
  /// Time does not go back: a `date` before ``now`` records a failure at the
  /// caller's line and leaves the clock where it was, so the other tests of
  /// the run go on.
  ///
  /// - Parameters:
  ///   - date: Where to move the clock; not before ``now``.
  ///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line, where a failure is recorded; leave the default.
  ///   - column: The caller's column, where a failure is recorded; leave the default.
  /// - Returns: The updates applied, in order; the last is ``current``.
  @discardableResult
  public mutating func advance(
    to date: Date, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Update] {
    guard date >= now else {
      IssueReporting.record(
        "TimelineViewClock cannot go back: it is at \(RecordedDate.text(now)),"
          + " asked for \(RecordedDate.text(date)); it stays where it was.",
        at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return []
    }
    now = date
    var applied: [Update] = []
    while let update = next, update.time <= date {
      applied.append(update)
      next = upcoming.next()
    }
    if let last = applied.last { current = last }
    return applied
  }
}
