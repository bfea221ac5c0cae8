/// How many reloads a day the plan assumes WidgetKit grants: a profile the user picks.
///
/// Whether a reload is granted is only known on the device, so the plan grants none
/// unless it is given a profile, and then marks each verdict as assumed. Under every
/// profile the count is taken over a sliding window of 24 hours, and the grants come as
/// its ``pacing`` says: both are this project's assumptions (docs/semantics.md,
/// "Widgets", "The budget profiles").
///
/// ```swift
/// WidgetReloadBudget.documented.grantedPerDay  // 40
/// WidgetReloadBudget.staff.grantedPerDay  // 72
/// WidgetReloadBudget.perDay(12).source  // .ours
/// WidgetReloadBudget.staff.pacing(.paced).pacing  // .paced
/// ```
public struct WidgetReloadBudget: Sendable, Hashable {
  /// How a profile spreads its grants over the 24 hours: both ways are this project's
  /// assumptions (docs/semantics.md, "Widgets", "The budget profiles").
  ///
  /// The documentation says WidgetKit distributes reloads over the day, not how; the two
  /// bound what a developer may see.
  public enum Pacing: String, Sendable, Hashable, CaseIterable {
    /// Every counted request is granted while the last 24 hours hold fewer grants than
    /// the profile's number, then every one is refused until the oldest leaves them: a
    /// worst case, where a day's budget can be spent in a morning.
    case burst

    /// Grants spread evenly over the window: a counted request is granted only once
    /// 24 hours divided by the profile's number have passed since the last counted
    /// grant (36 minutes for 40, 20 for 72), and while the window has room.
    case paced
  }

  /// How the grants are spread over the 24 hours: ``Pacing/burst`` unless told.
  ///
  /// ```swift
  /// WidgetReloadBudget.documented.pacing  // .burst
  /// ```
  public let pacing: Pacing

  /// The same profile, its grants spread as `pacing` says.
  ///
  /// ```swift
  /// WidgetReloadBudget.documented.pacing(.paced).grantedPerDay  // 40
  /// ```
  public func pacing(_ pacing: Pacing) -> WidgetReloadBudget {
    WidgetReloadBudget(dailyRange: dailyRange, source: source, pacing: pacing)
  }

  /// The reloads a day the profile's source names: a range for the documented profile,
  /// a single number for the others.
  public let dailyRange: ClosedRange<Int>

  /// Where the numbers come from.
  public let source: RuleSource

  /// The most reloads the plan grants in any 24 hours: the low end of ``dailyRange``.
  ///
  /// For the documented range this is an assumption of ours: a widget that stays
  /// within it fits every day the documentation describes for a widget the user often
  /// views. Requests above it and within the range may or may not be granted; the
  /// plan's warning says which part of the range a count reaches.
  ///
  /// ```swift
  /// WidgetReloadBudget.documented.grantedPerDay  // 40, of 40...70
  /// ```
  public var grantedPerDay: Int { dailyRange.lowerBound }

  /// The budget Apple's documentation gives for a widget the user often views: 40 to
  /// 70 reloads a day; the plan grants up to 40.
  ///
  /// ```swift
  /// WidgetReloadBudget.documented.dailyRange  // 40...70
  /// ```
  public static let documented = WidgetReloadBudget(dailyRange: 40...70, source: .documented)

  /// The budget an Apple engineer gave on Apple's forums: 72 reloads a day, about one
  /// every twenty minutes.
  ///
  /// ```swift
  /// WidgetReloadBudget.staff.dailyRange  // 72...72
  /// ```
  public static let staff = WidgetReloadBudget(dailyRange: 72...72, source: .staff)

  /// A budget of `count` reloads a day, chosen by the user.
  ///
  /// A negative count makes the plan throw ``WidgetTimelineError/negativeBudget(_:)``;
  /// zero grants nothing.
  ///
  /// ```swift
  /// WidgetReloadBudget.perDay(24).grantedPerDay  // 24
  /// ```
  public static func perDay(_ count: Int) -> WidgetReloadBudget {
    WidgetReloadBudget(dailyRange: count...count, source: .ours)
  }

  private init(dailyRange: ClosedRange<Int>, source: RuleSource, pacing: Pacing = .burst) {
    self.dailyRange = dailyRange
    self.source = source
    self.pacing = pacing
  }
}
