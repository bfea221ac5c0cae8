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

    /// An update at `time`, the content built with `context`: package-wide, so
    /// that TimelineTesting's clock shows entering Always On and each frame as
    /// an update of the view, with no second type for what is on screen.
    @inlinable
    package init(time: Date, context: TimelineViewDefaultContext, content: Content) {
      self.time = time
      self.context = context
      self.content = content
    }
  }

  /// Runs the view over simulated time and returns its updates, lazily.
  ///
  /// The view asks its schedule for entries once, from `createdAt`, in
  /// ``TimelineScheduleMode/normal`` mode, and then updates as `model`
  /// describes. Every update has the ``Context/Cadence/live`` cadence unless
  /// `cadence` chooses another. For the view while the system is in Always On
  /// (the only time SwiftUI asks for low-frequency entries), see
  /// ``alwaysOnFrames(from:until:session:model:cadence:)``.
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
  ///   - model: Whose account of the updates to follow; SwiftUI's by default.
  ///   - cadence: The cadence every update reports instead of `live`.
  ///   - until: No update later than this is produced.
  /// - Important: The sequence is endless for an endless schedule; bound it
  ///   with `until` or `prefix(_:)`. A schedule whose entries never get past
  ///   the current time (such as a descending one) makes SwiftUI's catch-up
  ///   loop, and this one, run forever.
  @inlinable
  public func updates(
    createdAt: Date,
    model: TimelineUpdateModel = .swiftui,
    cadence: TimelineViewDefaultContext.Cadence? = nil,
    until: Date? = nil
  ) -> Updates {
    // Inlinable with `Updates.init`, as the state machine is, so that a caller
    // builds the sequence specialised for its own types.
    Updates(
      view: self, entries: schedule.entries(from: createdAt, mode: .normal), createdAt: createdAt,
      model: model, cadence: cadence ?? .live, until: until)
  }

  /// The updates of a timeline view over simulated time, produced lazily.
  public struct Updates: Sequence, IteratorProtocol {
    @usableFromInline let content: (TimelineViewDefaultContext) -> Content
    @usableFromInline var timeline: UpdateTimeline<Schedule.Entries.Iterator>
    @usableFromInline let until: Date?

    /// The cadence every update of this run has.
    public let cadence: TimelineViewDefaultContext.Cadence

    @inlinable
    init(
      view: TimelineView, entries: Schedule.Entries, createdAt: Date,
      model: TimelineUpdateModel, cadence: TimelineViewDefaultContext.Cadence, until: Date?
    ) {
      self.timeline = UpdateTimeline(
        entries: entries.makeIterator(), createdAt: createdAt, model: model)
      self.cadence = cadence
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
