#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A headless model of SwiftUI's `TimelineView`: a schedule, and the content it
/// builds for each update.
///
/// Nothing is drawn. Instead, ``updates(createdAt:mode:model:cadence:until:)``
/// runs the view over simulated time and yields each update: when it happens,
/// the context the content closure receives, and the content built from it.
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

extension TimelineView.Context.Cadence {
  /// The shortest time between two updates at this cadence: none when live,
  /// one second, or one minute.
  @inlinable
  public var minimumSpacing: TimeInterval {
    switch self {
    case .live: 0
    case .seconds: 1
    case .minutes: 60
    }
  }

  /// The cadence the system picks in low-frequency mode for a schedule whose
  /// first two low-frequency entries are `first` and `second`.
  ///
  /// Entries less than 15 seconds apart keep a second hand worth showing, so
  /// the cadence is ``seconds``; anything slower, or fewer than two entries,
  /// gives ``minutes``.
  public static func estimated(first: Date?, second: Date?) -> Self {
    guard let first, let second else { return .minutes }
    return second.timeIntervalSince(first) < 15 ? .seconds : .minutes
  }
}
