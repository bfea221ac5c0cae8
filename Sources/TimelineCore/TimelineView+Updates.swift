#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension TimelineView {
  /// One update of a timeline view: when it happened and what it showed.
  public struct Update {
    /// When the update happens.
    public let time: Date

    /// The context given to the content closure.
    public let context: TimelineViewDefaultContext

    /// The content the closure built for this update.
    public let content: Content

    @inlinable
    init(time: Date, context: TimelineViewDefaultContext, content: Content) {
      self.time = time
      self.context = context
      self.content = content
    }
  }

  /// Runs the view over simulated time and returns its updates, lazily.
  ///
  /// The view asks its schedule for entries once, from `createdAt`, and then
  /// updates as `model` describes. The cadence is ``Context/Cadence/live`` in
  /// normal mode; in low-frequency mode it is estimated from the schedule's
  /// first two entries (see ``Context/Cadence/estimated(first:second:)``)
  /// unless `cadence` chooses it. At a cadence slower than live, updates come
  /// at most once a second or once a minute: one that falls due sooner waits,
  /// then shows the latest entry due by then.
  ///
  /// ```swift
  /// let dates = [80, 90, 110, 120].map(Date.init(timeIntervalSinceReferenceDate:))
  /// let view = TimelineView(.explicit(dates)) { $0.date }
  /// view.updates(createdAt: Date(timeIntervalSinceReferenceDate: 100)).map(\.time)
  /// // 100 (showing 90), 110 (showing 110); SwiftUI never shows 120
  /// ```
  ///
  /// - Parameters:
  ///   - createdAt: When the view is created: the date its schedule is asked from.
  ///   - mode: The mode the schedule is asked in.
  ///   - model: Whose account of the updates to follow; SwiftUI's by default.
  ///   - cadence: The cadence to use instead of the one the mode implies.
  ///   - until: No update later than this is produced.
  /// - Important: The sequence is endless for an endless schedule; bound it
  ///   with `until` or `prefix(_:)`. A schedule whose entries never get past
  ///   the current time (such as a descending one) makes SwiftUI's catch-up
  ///   loop, and this one, run forever.
  public func updates(
    createdAt: Date,
    mode: TimelineScheduleMode = .normal,
    model: TimelineUpdateModel = .swiftui,
    cadence: TimelineViewDefaultContext.Cadence? = nil,
    until: Date? = nil
  ) -> Updates {
    Updates(
      view: self, entries: schedule.entries(from: createdAt, mode: mode), createdAt: createdAt,
      mode: mode, model: model, cadence: cadence, until: until)
  }

  /// The updates of a timeline view over simulated time, produced lazily.
  public struct Updates: Sequence, IteratorProtocol {
    @usableFromInline let content: (TimelineViewDefaultContext) -> Content
    @usableFromInline var timeline: UpdateTimeline<Schedule.Entries.Iterator>
    @usableFromInline let until: Date?

    /// The cadence every update of this run has.
    public let cadence: TimelineViewDefaultContext.Cadence

    init(
      view: TimelineView, entries: Schedule.Entries, createdAt: Date, mode: TimelineScheduleMode,
      model: TimelineUpdateModel, cadence: TimelineViewDefaultContext.Cadence?, until: Date?
    ) {
      var timeline = UpdateTimeline(
        entries: entries.makeIterator(), createdAt: createdAt, model: model)
      let chosen: TimelineViewDefaultContext.Cadence
      if let cadence {
        chosen = cadence
      } else if mode == .lowFrequency {
        let (first, second) = timeline.peekFirstTwo()
        chosen = .estimated(first: first, second: second)
      } else {
        chosen = .live
      }
      timeline.minimumSpacing = chosen.minimumSpacing
      self.timeline = timeline
      self.cadence = chosen
      self.content = view.content
      self.until = until
    }

    /// Returns the next update, or `nil` when the view will not change again.
    @inlinable
    public mutating func next() -> Update? {
      guard let (time, date) = timeline.next() else { return nil }
      if let until, time > until {
        timeline.finish()
        return nil
      }
      let context = TimelineViewDefaultContext(date: date, cadence: cadence)
      return Update(time: time, context: context, content: content(context))
    }
  }
}
