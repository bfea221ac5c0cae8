#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// How often the system updates a display in Always On, in the terms of
/// Apple's BacklightServices framework, which presents SwiftUI's frames then.
///
/// A timeline requests a fidelity for each frame, the system grants one (never
/// more than requested), and the content's ``TimelineView/Context/Cadence``
/// follows the fidelity:
///
/// ```swift
/// AlwaysOnFidelity(estimatingUpdateInterval: 1).cadence   // .seconds
/// AlwaysOnFidelity(estimatingUpdateInterval: 60).cadence  // .minutes
/// ```
///
/// The cases are ordered as BacklightServices numbers them, from
/// ``unspecified`` to ``milliseconds``; the system grants the lesser of what
/// a frame requests and what it allows.
public enum AlwaysOnFidelity: Int, Comparable, Hashable, Sendable, CaseIterable {
  /// Nothing requested: the system then updates once a minute.
  case unspecified = -1
  /// No updates at all.
  case never = 0
  /// About once a minute.
  case minutes = 1
  /// About once a second.
  case seconds = 2
  /// Continually, fast enough to animate.
  case milliseconds = 3

  /// The longest interval between two frames that still asks for ``seconds``:
  /// BacklightServices' threshold, 15 s.
  public static let secondsThreshold: TimeInterval = 15

  /// The shortest interval between two frames that asks for ``seconds``
  /// rather than ``milliseconds``: half a second.
  public static let millisecondsThreshold: TimeInterval = 0.5

  /// The fidelity a timeline requests for a frame followed by the next one
  /// `interval` seconds later.
  ///
  /// Over 15 s asks for ``minutes``; anything else asks for ``seconds``: an
  /// interval from 0.5 s to 15 s directly, and a shorter one (or NaN), which
  /// BacklightServices first rates ``milliseconds``, because its timelines
  /// never request more than seconds.
  public init(estimatingUpdateInterval interval: TimeInterval) {
    // The comparisons in BacklightServices' order, so that NaN (false for
    // both) falls through to milliseconds and then to seconds as there.
    let rated: AlwaysOnFidelity =
      interval >= Self.millisecondsThreshold
      ? (interval > Self.secondsThreshold ? .minutes : .seconds) : .milliseconds
    self = Swift.min(rated, .seconds)
  }

  /// The cadence a timeline view's content sees while the system updates at
  /// this fidelity: ``TimelineView/Context/Cadence/live`` for milliseconds,
  /// ``TimelineView/Context/Cadence/seconds`` for seconds, and
  /// ``TimelineView/Context/Cadence/minutes`` otherwise.
  public var cadence: TimelineViewDefaultContext.Cadence {
    switch self {
    case .unspecified, .never, .minutes: .minutes
    case .seconds: .seconds
    case .milliseconds: .live
    }
  }

  /// Whether `lhs` is a lower fidelity than `rhs`: unspecified, never, minutes,
  /// seconds, milliseconds, from lowest to highest.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
