#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension TimelineView {
  /// One frame the system presents while the display is in Always On.
  public struct AlwaysOnFrame {
    /// When the frame is presented.
    public let time: Date

    /// The fidelity the view's timeline requests for this frame, estimated
    /// from the time to the next frame of the request, or for the last frame
    /// to the end of the request's interval (``AlwaysOnFidelity/unspecified``
    /// only for the last frame of a schedule that ends, with no end given).
    public let requestedFidelity: AlwaysOnFidelity

    /// The date ``requestedFidelity`` is estimated from: the schedule's next
    /// entry as it gives it (not after ``time`` where its dates go backwards),
    /// or for the last frame of a request the end of its interval; nil for
    /// the last frame of a request without an end.
    public let following: Date?

    /// The fidelity the system grants: the requested one, capped by the
    /// session; never ``AlwaysOnFidelity/unspecified``, which BacklightServices
    /// turns into ``AlwaysOnFidelity/minutes``.
    public let fidelity: AlwaysOnFidelity

    /// The context given to the content closure.
    public let context: TimelineViewDefaultContext

    /// The content the closure built for this frame.
    public let content: Content

    @inlinable
    init(
      time: Date, requestedFidelity: AlwaysOnFidelity, following: Date?,
      fidelity: AlwaysOnFidelity, context: TimelineViewDefaultContext, content: Content
    ) {
      self.time = time
      self.requestedFidelity = requestedFidelity
      self.following = following
      self.fidelity = fidelity
      self.context = context
      self.content = content
    }
  }

  /// The frames the system presents while the display is in Always On from
  /// `start` (the wrist goes down) until `end` (it comes up), lazily.
  ///
  /// In Always On SwiftUI's catch-up loop does not run. The system asks the
  /// view's timeline for the frames of an interval and presents each at its
  /// own date. Under the ``TimelineUpdateModel/swiftui`` model they are the
  /// schedule's ``TimelineScheduleMode/lowFrequency`` entries, selected as
  /// SwiftUI hands them over: reading stops after `max(60, 4 × (end − start))`
  /// entries, leading entries before `start` are dropped, and the first entry at
  /// or after `end` rounded to a whole second ends them. The content of each
  /// frame sees exactly that entry as `context.date`.
  ///
  /// Each frame requests a fidelity estimated from the time to the next frame
  /// (see ``AlwaysOnFidelity/init(estimatingUpdateInterval:)``); the last frame
  /// of a bounded run, from the time to `end`, as BacklightServices' "next
  /// presentation time" gives the end of the request's interval when no entry
  /// follows. The system grants at most ``AlwaysOnSession/maximumFidelity``,
  /// and ``AlwaysOnFidelity/minutes`` where nothing was requested; the
  /// content's cadence follows the granted fidelity unless `cadence` overrides it.
  ///
  /// How the system keeps to a session's limits is not known. This library
  /// keeps the first frame, then each frame at least
  /// ``AlwaysOnSession/minimumFrameSpacing`` after the last one kept, and drops
  /// the others; a kept frame still shows its own date.
  ///
  /// A schedule with no low-frequency entries in the interval, such as
  /// ``AnimationTimelineSchedule``, gives no frames: the screen keeps what the
  /// view showed on entering Always On (``AlwaysOnFrames/isFrozen``).
  ///
  /// ```swift
  /// let start = Date(timeIntervalSinceReferenceDate: 0)
  /// let view = TimelineView(.periodic(from: start, by: 1)) { $0.date }
  /// let frames = view.alwaysOnFrames(from: start, until: start + 300)
  /// frames.map(\.time)    // 0, 60, 120, 180, 240: one a minute without a session
  /// frames.startFidelity  // .seconds
  /// view.alwaysOnFrames(from: start, until: start + 300, session: .active).map(\.time)
  /// // 0, 1, 2, …, 299
  /// ```
  ///
  /// - Parameters:
  ///   - start: When the display enters Always On.
  ///   - end: When it leaves; `nil` for a run without end.
  ///   - session: Whether the app holds a workout or audio session; by default
  ///     not, as for most apps.
  ///   - model: ``TimelineUpdateModel/swiftui`` for the frames above;
  ///     ``TimelineUpdateModel/documented`` for Apple's documented account
  ///     applied to the low-frequency entries: a frame at `start` showing the
  ///     latest entry at or before it (or `start` itself), then one at each
  ///     later entry before `end`.
  ///   - cadence: The cadence the content sees instead of the one the
  ///     fidelity gives.
  /// - Important: Without `end` the sequence is endless for an endless
  ///   schedule; bound it with `prefix(_:)`. Without `end` nothing limits the
  ///   entries read either, so a schedule whose entries never reach `start`
  ///   or never move on by the session's spacing keeps the sequence searching
  ///   forever.
  public func alwaysOnFrames(
    from start: Date,
    until end: Date? = nil,
    session: AlwaysOnSession = .none,
    model: TimelineUpdateModel = .swiftui,
    cadence: TimelineViewDefaultContext.Cadence? = nil
  ) -> AlwaysOnFrames {
    AlwaysOnFrames(
      view: self, start: start, end: end, session: session, model: model, cadence: cadence)
  }

  /// The frames of a timeline view in Always On, produced lazily.
  ///
  /// Each pass over the sequence asks the schedule for its entries afresh.
  ///
  /// Its iteration is inlinable, as ``Updates``' is, so that a client's
  /// frames are read by code specialized to its schedule and content: generic
  /// code looked the types of the frames' state up for every frame, about
  /// half the time of a run of frames.
  public struct AlwaysOnFrames: Sequence {
    @usableFromInline let view: TimelineView
    @usableFromInline let end: Date?
    @usableFromInline let cadence: TimelineViewDefaultContext.Cadence?

    /// When the display enters Always On.
    public let start: Date

    /// Whether the app holds a session, which sets the system's limits.
    public let session: AlwaysOnSession

    /// Whose account of the frames this is.
    public let model: TimelineUpdateModel

    /// The fidelity SwiftUI requests for the start of the interval, with no
    /// frame before it.
    ///
    /// SwiftUI reads at most 60 low-frequency entries from `start`, drops
    /// those that lead before it, and estimates from the first two left;
    /// with fewer than two it requests nothing, ``AlwaysOnFidelity/unspecified``,
    /// and the system updates once a minute.
    public let startFidelity: AlwaysOnFidelity

    init(
      view: TimelineView, start: Date, end: Date?, session: AlwaysOnSession,
      model: TimelineUpdateModel, cadence: TimelineViewDefaultContext.Cadence?
    ) {
      self.view = view
      self.start = start
      self.end = end
      self.session = session
      self.model = model
      self.cadence = cadence
      startFidelity = alwaysOnStartFidelity(
        view.schedule.entries(from: start, mode: .lowFrequency).makeIterator(), start: start)
    }

    /// The date the view shows as the display enters Always On at ``start``,
    /// having shown `previous` until then.
    ///
    /// Under the ``TimelineUpdateModel/swiftui`` model, as OpenSwiftUI's
    /// `TimelineView` does when a frame specifier appears: it drops its
    /// iterator, asks the schedule for `.lowFrequency` entries from `start`
    /// and shows the first one, with no catch-up, even one before or after
    /// `start`; `start` itself when that entry is not finite; and `previous`,
    /// unchanged, when there is no entry. Under the
    /// ``TimelineUpdateModel/documented`` model the view keeps `previous`.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSinceReferenceDate: 30)
    /// let view = TimelineView(.explicit([start - 20, start - 10, start + 10])) { $0 }
    /// view.alwaysOnFrames(from: start).dateOnEntering(previouslyShown: start - 10)
    /// // start - 20: the first entry, not the one on screen
    /// ```
    public func dateOnEntering(previouslyShown previous: Date) -> Date {
      guard model == .swiftui else { return previous }
      var entries = view.schedule.entries(from: start, mode: .lowFrequency).makeIterator()
      guard let first = entries.next() else { return previous }
      return first.timeIntervalSinceReferenceDate.isFinite ? first : start
    }

    /// Whether the view presents no frame at all, so that the screen keeps
    /// showing what the view showed when the display entered Always On.
    ///
    /// - Complexity: Reads the schedule up to its first frame.
    public var isFrozen: Bool {
      var source = makeSource()
      return source.next() == nil
    }

    /// Returns an iterator over the frames, asking the schedule for its entries.
    @inlinable
    public func makeIterator() -> Iterator {
      Iterator(source: makeSource(), frames: self, content: view.content)
    }

    @inlinable
    func makeSource() -> Source {
      let entries = view.schedule.entries(from: start, mode: .lowFrequency).makeIterator()
      switch model {
      case .swiftui: return .swiftui(AlwaysOnWindow(entries: entries, start: start, end: end))
      case .documented:
        return .documented(DocumentedAlwaysOn(entries: entries, start: start, end: end))
      }
    }

    /// Where the frames come from, under each model.
    @usableFromInline
    enum Source {
      case swiftui(AlwaysOnWindow<Schedule.Entries.Iterator>)
      case documented(DocumentedAlwaysOn<Schedule.Entries.Iterator>)

      @inlinable
      mutating func next() -> AlwaysOnPresentation? {
        switch self {
        case .swiftui(var window):
          defer { self = .swiftui(window) }
          return window.next()
        case .documented(var timeline):
          defer { self = .documented(timeline) }
          return timeline.next()
        }
      }

      @inlinable
      mutating func skip(toLatestAtOrBefore horizon: Double) {
        switch self {
        case .swiftui(var window):
          window.skip(toLatestAtOrBefore: horizon)
          self = .swiftui(window)
        case .documented(var timeline):
          timeline.skip(toLatestAtOrBefore: horizon)
          self = .documented(timeline)
        }
      }

      /// Moves on so that the next frame is the latest one at or before
      /// `horizon`, where the entries can skip; returns whether it moved.
      mutating func skipAll(toLatestAtOrBefore horizon: Double) -> Bool {
        switch self {
        case .swiftui(var window):
          defer { self = .swiftui(window) }
          return window.skipAll(toLatestAtOrBefore: horizon)
        case .documented(var timeline):
          defer { self = .documented(timeline) }
          return timeline.skipAll(toLatestAtOrBefore: horizon)
        }
      }

      /// When the next frame comes, if one does.
      var upcomingTime: Double? {
        switch self {
        case .swiftui(let window): window.upcomingTime
        case .documented(let timeline): timeline.upcomingTime
        }
      }

      /// The interval the entries add to each one to get the next, when they
      /// are a grid (``SkippingIterator/gridInterval``).
      var gridInterval: Double? {
        switch self {
        case .swiftui(let window): window.gridInterval
        case .documented(let timeline): timeline.gridInterval
        }
      }

      /// How many more entries may be read (SwiftUI's read limit); nil for no limit.
      var readsLeft: UInt? {
        switch self {
        case .swiftui(let window): window.readsLeft
        case .documented: nil
        }
      }

      /// The latest time a frame can have: frames end before the end.
      var latestFrameTime: Double {
        switch self {
        case .swiftui(let window): window.latestFrameTime
        case .documented(let timeline): timeline.latestFrameTime
        }
      }
    }

    /// Produces the frames one by one.
    public struct Iterator: IteratorProtocol {
      @usableFromInline var source: Source
      @usableFromInline let session: AlwaysOnSession
      @usableFromInline let cadence: TimelineViewDefaultContext.Cadence?
      @usableFromInline let content: (TimelineViewDefaultContext) -> Content
      @usableFromInline var lastKept: Date?
      /// The latest time a frame can have and still be dropped for coming too
      /// soon after the last one kept.
      @usableFromInline var tooSoonUntil = -Double.infinity
      /// A frame read ahead by a resume, kept whatever came before it, to be
      /// returned next (``resume(toLatestAtOrBefore:)``).
      @usableFromInline var held: AlwaysOnPresentation?

      @inlinable
      init(
        source: Source, frames: AlwaysOnFrames,
        content: @escaping (TimelineViewDefaultContext) -> Content
      ) {
        self.source = source
        self.session = frames.session
        self.cadence = frames.cadence
        self.content = content
      }

      /// Returns the next frame the system presents, or `nil` when there is none.
      @inlinable
      public mutating func next() -> AlwaysOnFrame? {
        while true {
          let frame: AlwaysOnPresentation
          if let resumed = held {
            held = nil
            frame = resumed
          } else {
            // A fine grid has many frames between two kept ones: they are passed
            // over at once, landing where reading them one by one would.
            source.skip(toLatestAtOrBefore: tooSoonUntil)
            guard let read = source.next() else { return nil }
            frame = read
          }
          if let lastKept, frame.time.timeIntervalSince(lastKept) < session.minimumFrameSpacing {
            continue
          }
          lastKept = frame.time
          tooSoonUntil = AlwaysOnKeptFrames.latestTooSoon(
            after: frame.time, spacing: session.minimumFrameSpacing)
          let requested =
            frame.following.map {
              AlwaysOnFidelity(estimatingUpdateInterval: $0.timeIntervalSince(frame.time))
            } ?? .unspecified
          let granted = session.grantedFidelity(for: requested)
          let context = TimelineViewDefaultContext(
            date: frame.date, cadence: cadence ?? granted.cadence)
          return AlwaysOnFrame(
            time: frame.time, requestedFidelity: requested, following: frame.following,
            fidelity: granted, context: context,
            content: content(context))
        }
      }
    }
  }
}
