#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A pitfall found in a plan: it is planned all the same, and the warning says why it may
/// not behave as hoped.
///
/// Each warning has the ``source`` of the rule it rests on, and a one-line
/// ``description`` (docs/semantics.md, "Widgets", "Pitfalls").
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let plan = try WidgetTimelinePlan(
///   Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .atEnd), providedAt: start)
/// plan.warnings  // [.singleEntryAtEnd(timeline: 0)]
/// plan.warnings[0].source  // .documented
/// ```
public enum WidgetPlanWarning: Sendable, Equatable, CustomStringConvertible {
  /// A timeline of a single entry with `.atEnd`: WWDC21 advises against it, as the system
  /// then picks the reload time.
  case singleEntryAtEnd(timeline: Int)

  /// A timeline's first entry is dated after the moment it is provided: the
  /// documentation asks for a first entry at the current date, and until the first
  /// entry's date the timeline has nothing to show.
  case firstEntryAfterProvidedAt(timeline: Int, firstEntry: Date, providedAt: Date)

  /// The date of an `.after(_:)` policy is at or before the moment its timeline is
  /// provided: the request falls due at once.
  case reloadDateNotAfterProvidedAt(timeline: Int, reloadDate: Date, providedAt: Date)

  /// Some 24 hours of the plan hold more counted reload requests than the budget
  /// profile grants: `count` of them in the 24 hours ending at `windowEnd` (the first
  /// such window that holds the most).
  case requestsOverBudget(count: Int, windowEnd: Date, budget: WidgetReloadBudget)

  /// `pairs` pairs of consecutive counted reload requests come less than 5 minutes apart,
  /// the first at `first` and `next`: WidgetKit imposes a minimum time before it reloads a
  /// widget, and asks for entries at least about 5 minutes apart (keeping-a-widget-up-to-date).
  case requestsCloserThanFiveMinutes(pairs: Int, first: Date, next: Date)

  /// `pairs` pairs of consecutive counted reload requests come less than 15 minutes
  /// apart, the first at `first` and `next`; the documented budget roughly translates to
  /// a reload every 15 to 60 minutes, and the intervals vary.
  case requestsCloserThanFifteenMinutes(pairs: Int, first: Date, next: Date)

  /// A timeline has more than 400 entries: a developer saw a widget stop updating with
  /// about that many.
  case manyEntries(timeline: Int, count: Int)

  /// `pairs` pairs of consecutive entries of a timeline are less than 2 seconds apart,
  /// the first pair at `entry` and the one after: a developer saw entries that close
  /// skipped.
  case entriesCloserThanTwoSeconds(timeline: Int, pairs: Int, entry: Int)

  /// `pairs` pairs of consecutive entries of a timeline are less than 5 minutes apart, the
  /// first pair at `entry` and the one after: the documentation asks for entries at least
  /// about 5 minutes apart (keeping-a-widget-up-to-date).
  case entriesCloserThanFiveMinutes(timeline: Int, pairs: Int, entry: Int)

  /// Where the rule behind the warning comes from. A budget warning has its profile's
  /// source.
  ///
  /// ```swift
  /// WidgetPlanWarning.manyEntries(timeline: 0, count: 500).source  // .observed
  /// ```
  public var source: RuleSource {
    switch self {
    case .singleEntryAtEnd, .firstEntryAfterProvidedAt, .reloadDateNotAfterProvidedAt,
      .requestsCloserThanFiveMinutes, .requestsCloserThanFifteenMinutes,
      .entriesCloserThanFiveMinutes:
      .documented
    case .requestsOverBudget(_, _, let budget): budget.source
    case .manyEntries, .entriesCloserThanTwoSeconds: .observed
    }
  }

  /// The warning in one line, lowercase, without a prefix; dates in ISO 8601, UTC.
  ///
  /// ```swift
  /// WidgetPlanWarning.manyEntries(timeline: 0, count: 500).description
  /// // "timeline 0 has 500 entries: a widget was seen to stop updating with more than ..."
  /// ```
  public var description: String { description(writingDates: planDateText) }

  /// The warning in one line, as ``description`` says it, with each date written by
  /// `write`: so that a program writes the warning's dates as it writes its others
  /// (`tlsched widget` in the run's zone, with `--tz`). A date `write` cannot write
  /// (it returns nil) is written as ``description`` writes it.
  ///
  /// ```swift
  /// let warning = WidgetPlanWarning.requestsCloserThanFifteenMinutes(
  ///   pairs: 2, first: Date(timeIntervalSinceReferenceDate: 0),
  ///   next: Date(timeIntervalSinceReferenceDate: 60))
  /// warning.description(writingDates: { "\($0.timeIntervalSinceReferenceDate) s" })
  /// // "2 pairs of counted reload requests less than 15 minutes apart, the first at 0.0 s
  /// //  and 60.0 s: ..."
  /// ```
  ///
  ///
  /// A count of one is written in the singular ("1 pair of entries").
  public func description(writingDates write: (Date) -> String?) -> String {
    func writeDate(_ date: Date) -> String { write(date) ?? planDateText(date) }
    switch self {
    case .singleEntryAtEnd(let timeline):
      return "timeline \(timeline) has a single entry and the .atEnd policy: the system then"
        + " picks when to reload (WWDC21 advises another policy)"
    case .firstEntryAfterProvidedAt(let timeline, let firstEntry, let providedAt):
      return "the first entry of timeline \(timeline), at \(writeDate(firstEntry)), is"
        + " later than the moment it is provided, \(writeDate(providedAt)): the documentation"
        + " asks for a first entry dated now (what the widget shows until then is not"
        + " documented)"
    case .reloadDateNotAfterProvidedAt(let timeline, let reloadDate, let providedAt):
      return "timeline \(timeline)'s .after date, \(writeDate(reloadDate)), is not after"
        + " the moment it is provided, \(writeDate(providedAt)): the reload is due at once"
    case .requestsOverBudget(let count, let windowEnd, let budget):
      return "\(count) counted reload requests in the 24 hours ending at"
        + " \(writeDate(windowEnd)): \(budgetExcess(count, budget))"
    case .requestsCloserThanFiveMinutes(let pairs, let first, let next):
      return "\(pairsOf(pairs)) counted reload requests less than 5 minutes apart, the first"
        + " at \(writeDate(first)) and \(writeDate(next)): WidgetKit waits a minimum time"
        + " before it reloads a widget and asks for entries about 5 minutes apart or more;"
        + " a budget profile judges such a request by its count alone"
    case .requestsCloserThanFifteenMinutes(let pairs, let first, let next):
      return "\(pairsOf(pairs)) counted reload requests less than 15 minutes apart, the first"
        + " at \(writeDate(first)) and \(writeDate(next)): the documented budget roughly"
        + " translates to a reload every 15 to 60 minutes, and the intervals vary"
    case .manyEntries(let timeline, let count):
      return "timeline \(timeline) has \(count) entries: a widget was seen to stop updating"
        + " with more than about 400"
    case .entriesCloserThanTwoSeconds(let timeline, let pairs, let entry):
      return "timeline \(timeline) has \(pairsOf(pairs)) entries less than 2 seconds apart,"
        + " the first at entries \(entry) and \(entry + 1): entries that close were seen"
        + " skipped"
    case .entriesCloserThanFiveMinutes(let timeline, let pairs, let entry):
      return "timeline \(timeline) has \(pairsOf(pairs)) entries less than 5 minutes apart,"
        + " the first at entries \(entry) and \(entry + 1): the documentation asks for"
        + " entries at least about 5 minutes apart"
    }
  }

  /// `1 pair of`, `2 pairs of`.
  private func pairsOf(_ count: Int) -> String {
    count == 1 ? "1 pair of" : "\(count) pairs of"
  }

  /// How far `count` goes past the profile: for the documented range, whether it stays
  /// within 40 to 70 (may or may not be granted) or goes beyond it.
  private func budgetExcess(_ count: Int, _ budget: WidgetReloadBudget) -> String {
    let range = budget.dailyRange
    if range.lowerBound == range.upperBound {
      return "more than the \(range.lowerBound) a day of the \(budget.source.rawValue) profile"
    }
    let reach =
      count > range.upperBound
      ? "beyond the whole range" : "within the range, where grants are uncertain"
    return "more than \(range.lowerBound), the low end of the \(budget.source.rawValue)"
      + " \(range.lowerBound)–\(range.upperBound) a day, and \(reach)"
  }
}
