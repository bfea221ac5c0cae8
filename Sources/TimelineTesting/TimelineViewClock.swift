import Foundation
import TimelineCore
import TimelineInspector

/// A manual clock for a headless `TimelineView`: step the view through time
/// and read what it shows at each step, with the wrist up or, after
/// ``enterAlwaysOn(until:session:fileID:filePath:line:column:)``, down.
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
/// in normal mode (`TimelineView.updates(createdAt:model:cadence:until:)`), and
/// in Always On the same frames as its `mode: .lowFrequency`
/// (`TimelineView.alwaysOnFrames(from:until:session:model:cadence:)`).
public struct TimelineViewClock<Schedule: TimelineSchedule, Content> {
  /// One update of the view: when it happened, its context and its content.
  ///
  /// In Always On, entering it and each frame the system presents are
  /// updates too; ``frame`` has the frame's fidelities.
  public typealias Update = TimelineView<Schedule, Content>.Update

  /// One frame the system presents in Always On, with the fidelity requested and granted.
  public typealias Frame = TimelineView<Schedule, Content>.AlwaysOnFrame

  /// The clock's time: the view's creation, then wherever the test moved it.
  public private(set) var now: Date
  /// The latest update at or before ``now``, or nil before the view's first.
  public private(set) var current: Update?
  /// In Always On, the frame on screen: nil with the wrist up, and from
  /// entering Always On until the first frame, while the view shows what it
  /// showed on entering.
  public private(set) var frame: Frame?
  /// In Always On, the fidelity the system grants the view now: on entering,
  /// the one it grants SwiftUI's request for the start of the interval; then
  /// the frame on screen's. Nil with the wrist up.
  public private(set) var fidelity: AlwaysOnFidelity?
  /// The view stepped, kept to build what it shows on entering Always On.
  private let view: TimelineView<Schedule, Content>
  /// Whose account of the updates and frames the clock follows.
  private let model: TimelineUpdateModel
  /// The cadence the context reports instead of the mode's own.
  private let cadence: TimelineViewDefaultContext.Cadence?
  /// The updates, or the frames, not yet due.
  private var upcoming: Upcoming
  /// The first of them, read ahead to know when it falls due.
  private var next: Upcoming.Step?

  /// A clock at `createdAt`, with `view` created then and the updates due at
  /// its creation applied.
  ///
  /// - Parameters:
  ///   - view: The view to step.
  ///   - createdAt: When the view is created: the clock's start.
  ///   - model: Whose account of the updates (and of the frames in Always On) to follow.
  ///   - cadence: The cadence the context reports instead of `live` (and, in
  ///     Always On, instead of the one the system's fidelity gives).
  public init(
    _ view: TimelineView<Schedule, Content>, createdAt: Date,
    model: TimelineUpdateModel = .swiftui, cadence: TimelineViewDefaultContext.Cadence? = nil
  ) {
    self.view = view
    self.model = model
    self.cadence = cadence
    upcoming = .updates(view.updates(createdAt: createdAt, model: model, cadence: cadence))
    next = upcoming.next()
    now = createdAt
    advance(to: createdAt)
  }

  /// Whether the display is in Always On: the wrist is down.
  public var isAlwaysOn: Bool { fidelity != nil }

  /// The context the view's content was last built with, or nil before its first update.
  public var context: TimelineViewDefaultContext? { current?.context }

  /// The content the view last built, or nil before its first update.
  public var content: Content? { current?.content }

  /// When the view next updates, or nil if it never will.
  public var nextDate: Date? { next?.update.time }

  /// When the view updates next, at most `count` times, in order.
  ///
  /// - Complexity: O(`count`): the updates are read from a copy of the view's
  ///   timeline, which moves on only when the clock does.
  public func pendingDates(count: Int) -> [Date] {
    guard count > 0, let next else { return [] }
    var dates = [next.update.time]
    var rest = upcoming
    while dates.count < count, let step = rest.next() { dates.append(step.update.time) }
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
    return applyDue()
  }

  /// Applies the updates (or frames) due at ``now``, in order.
  private mutating func applyDue() -> [Update] {
    var applied: [Update] = []
    while let step = next, step.update.time <= now {
      applied.append(step.update)
      if let shown = step.frame {
        frame = shown
        fidelity = shown.fidelity
      }
      next = upcoming.next()
    }
    if let last = applied.last { current = last }
    return applied
  }
}

extension TimelineViewClock {
  /// The display goes into Always On at ``now``: the wrist goes down, and
  /// from here the view shows the frames the system presents.
  ///
  /// As the display enters Always On the view shows the date
  /// `TimelineView.AlwaysOnFrames.dateOnEntering(previouslyShown:)` gives
  /// (SwiftUI's model: the schedule's first low-frequency entry from ``now``,
  /// with no catch-up; the documented one: the date it showed), with the
  /// cadence of the fidelity the system grants for the start of the
  /// interval. Each later move of the clock applies the frames that fall due,
  /// as `TimelineView.alwaysOnFrames(from:until:session:model:cadence:)` gives
  /// them: the session's limits, each frame's fidelity in ``frame``, its
  /// cadence in ``context``. A schedule with no low-frequency entries
  /// presents no frame: the view keeps what it showed on entering, and
  /// ``nextDate`` is nil (docs/semantics.md, section 7).
  ///
  /// ```swift
  /// let view = TimelineView(.periodic(from: start, by: 1)) { $0.date }
  /// var clock = TimelineViewClock(view, createdAt: start + 30)
  /// clock.enterAlwaysOn(until: start + 330)  // no session: a frame a minute
  /// clock.context?.cadence     // .minutes
  /// clock.pendingDates(count: 2)  // [start + 90, start + 150]
  /// clock.advance(by: 60)      // the frame at start + 90
  /// clock.frame?.requestedFidelity  // .seconds, granted .minutes
  /// ```
  ///
  /// The clock's model and cadence apply in Always On too. What the view
  /// shows once the display wakes is not modelled: after `end` no frame comes
  /// and the clock keeps the last one; make a new clock for the view awake.
  ///
  /// - Parameters:
  ///   - end: When the display wakes: the system asks for the frames up to it,
  ///     and estimates the last frame's fidelity from it (`--until`); nil for
  ///     Always On without end.
  ///   - session: Whether the app holds a workout or audio session (`--session`).
  ///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line, where a failure is recorded; leave the default.
  ///   - column: The caller's column, where a failure is recorded; leave the default.
  /// - Returns: The updates applied, in order: the view as it enters Always
  ///   On, then a frame presented at ``now``, if one is; the last is ``current``.
  ///   Empty, with a failure recorded at the caller's line and nothing changed,
  ///   when the display is in Always On already or `end` is before ``now``.
  @discardableResult
  public mutating func enterAlwaysOn(
    until end: Date? = nil, session: AlwaysOnSession = .none,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Update] {
    let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isAlwaysOn else {
      IssueReporting.record(
        "TimelineViewClock is in Always On already, since before \(RecordedDate.text(now));"
          + " it stays as it was.", at: caller)
      return []
    }
    if let end, end < now {
      IssueReporting.record(
        "TimelineViewClock cannot stay in Always On until \(RecordedDate.text(end)):"
          + " it is at \(RecordedDate.text(now)) already; it stays as it was.", at: caller)
      return []
    }
    let frames = view.alwaysOnFrames(
      from: now, until: end, session: session, model: model, cadence: cadence)
    let granted = session.grantedFidelity(for: frames.startFidelity)
    let context = TimelineViewDefaultContext(
      date: frames.dateOnEntering(previouslyShown: current?.context.date ?? now),
      cadence: cadence ?? granted.cadence)
    let entering = Update(time: now, context: context, content: view.content(context))
    current = entering
    frame = nil
    fidelity = granted
    upcoming = .frames(frames.makeIterator())
    next = upcoming.next()
    return [entering] + applyDue()
  }
}

extension TimelineViewClock {
  /// What is still to come: the view's updates with the wrist up, the
  /// frames the system presents in Always On.
  private enum Upcoming {
    case updates(TimelineView<Schedule, Content>.Updates)
    case frames(TimelineView<Schedule, Content>.AlwaysOnFrames.Iterator)

    /// One step of the view: the update it makes, and in Always On its frame.
    struct Step {
      let update: Update
      let frame: Frame?
    }

    mutating func next() -> Step? {
      switch self {
      case .updates(var updates):
        defer { self = .updates(updates) }
        return updates.next().map { Step(update: $0, frame: nil) }
      case .frames(var frames):
        defer { self = .frames(frames) }
        return frames.next().map {
          Step(
            update: Update(time: $0.time, context: $0.context, content: $0.content), frame: $0)
        }
      }
    }
  }
}
