#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A headless model of SwiftUI's `TimelineView`: a schedule, and the content it
/// builds for each update.
///
/// Nothing is drawn. Instead, ``updates(createdAt:model:cadence:until:)``
/// runs the view over simulated time and yields each update: when it happens,
/// the context the content closure receives, and the content built from it;
/// ``alwaysOnFrames(from:until:session:model:cadence:)`` does the same for the
/// frames the system presents while the display is in Always On.
/// Apple's own example compiles unchanged:
///
/// ```swift
/// let view = TimelineView(.periodic(from: startDate, by: 1)) { context in
///     AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
/// }
/// for update in view.updates(createdAt: startDate).prefix(3) {
///     print(update.time, update.content)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// The schedule the view updates from.
  public let schedule: Schedule

  /// Builds the view's content for one update.
  public let content: (TimelineViewDefaultContext) -> Content

  /// Creates a timeline view that updates from `schedule`, building its content
  /// with `content` at each update.
  public init(_ schedule: Schedule, content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// What a timeline view's content closure is given at each update.
  public struct Context: Hashable, Sendable {
    /// How often the view is currently updated, from fastest to slowest.
    ///
    /// Use it to leave out detail that cannot be kept current, such as a second
    /// hand when updates come only once a minute.
    public enum Cadence: Comparable, Hashable, Sendable, CaseIterable {
      /// As often as the schedule asks.
      case live
      /// At most once a second.
      case seconds
      /// At most once a minute.
      case minutes
    }

    /// The date of the entry that caused the update (or the creation time when
    /// there was no entry to show).
    public let date: Date

    /// How often the view is updated at the moment.
    public let cadence: Cadence

    /// Creates a context showing `date` at `cadence`.
    @inlinable
    public init(date: Date, cadence: Cadence) {
      self.date = date
      self.cadence = cadence
    }
  }
}

/// The context every timeline view's content closure receives, whatever its
/// schedule and content: SwiftUI's name for it.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView.Context {
  /// Asks the system to render again any frames it prepared ahead of time.
  ///
  /// In Always On the system may render a view's frames up to five minutes
  /// ahead. When content changes in a way the schedule does not show (say, an
  /// event's title is edited), SwiftUI's content calls this so the frames are
  /// rendered again. Nothing is prepared ahead here, so it does nothing; it
  /// exists so that such code compiles unchanged.
  public func invalidateTimelineContent() {}

  /// The same context, typed for this view.
  init(_ context: TimelineViewDefaultContext) {
    let cadence: Cadence =
      switch context.cadence {
      case .live: .live
      case .seconds: .seconds
      case .minutes: .minutes
      }
    self.init(date: context.date, cadence: cadence)
  }
}

extension TimelineView {
  /// Creates a timeline view whose content closure takes the view's own
  /// context type, as SwiftUI's first releases did.
  ///
  /// SwiftUI keeps this initializer, deprecated, for code that names
  /// `TimelineView<Schedule, Content>.Context` as the closure's parameter
  /// type; it is kept here for the same code. The content sees the same date
  /// and cadence either way.
  @available(
    *, deprecated,
    message:
      "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure."
  )
  @_disfavoredOverload
  public init(_ schedule: Schedule, content: @escaping (Context) -> Content) {
    self.init(schedule) { content(Context($0)) }
  }
}
