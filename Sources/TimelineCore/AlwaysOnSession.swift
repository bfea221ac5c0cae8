#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Whether an app holds a session that lets it update faster in Always On.
///
/// Apple's watchOS 8 session (WWDC21, "What's new in watchOS 8") gives the
/// limits: an app with an active workout or audio session may update its
/// display up to once a second while the wrist is down, other apps up to once
/// a minute. How the system drops frames to stay within them is not known;
/// see ``TimelineView/alwaysOnFrames(from:until:session:model:cadence:)`` for
/// the rule this library follows.
public enum AlwaysOnSession: Hashable, Sendable, CaseIterable {
  /// A workout or audio session is running: up to one update a second.
  case active
  /// No such session, as for most apps: up to one update a minute.
  case none

  /// The shortest time between two frames the system presents.
  public var minimumFrameSpacing: TimeInterval {
    switch self {
    case .active: 1
    case .none: 60
    }
  }

  /// The highest fidelity the system grants: ``AlwaysOnFidelity/seconds``
  /// with a session, ``AlwaysOnFidelity/minutes`` without.
  public var maximumFidelity: AlwaysOnFidelity {
    switch self {
    case .active: .seconds
    case .none: .minutes
    }
  }

  /// The fidelity the system grants for `requested`: at most
  /// ``maximumFidelity``, and ``AlwaysOnFidelity/minutes`` where nothing was
  /// requested, as BacklightServices turns an overall unspecified fidelity into
  /// minutes; so a granted fidelity is never ``AlwaysOnFidelity/unspecified``.
  ///
  /// ```swift
  /// AlwaysOnSession.active.grantedFidelity(for: .unspecified)  // .minutes
  /// AlwaysOnSession.none.grantedFidelity(for: .seconds)        // .minutes
  /// ```
  public func grantedFidelity(for requested: AlwaysOnFidelity) -> AlwaysOnFidelity {
    Swift.min(requested == .unspecified ? .minutes : requested, maximumFidelity)
  }
}
