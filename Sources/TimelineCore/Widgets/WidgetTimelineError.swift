/// Why a widget plan cannot be made: the input, not WidgetKit, is at fault.
///
/// Indices count from 0, in the order given: timeline 0 is the first provided, entry 0
/// the first of its timeline. Each case's ``description`` says what is wrong in one
/// line, without a prefix, for a command to print after its own (docs/semantics.md,
/// "Widgets", "What the plan refuses").
///
/// ```swift
/// do {
///   _ = try WidgetTimelinePlan(
///     Timeline<WidgetTimelineEntry>(entries: [], policy: .atEnd), providedAt: .now)
/// } catch {
///   print(error)  // timeline 0 has no entries: WidgetKit has nothing to show
/// }
/// ```
public enum WidgetTimelineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A timeline has no entries.
  case noEntries(timeline: Int)

  /// An entry is dated before the one before it. How WidgetKit handles such a timeline
  /// is not documented, so the plan does not guess.
  case entriesOutOfOrder(timeline: Int, entry: Int)

  /// An entry's date is NaN or infinite.
  case nonFiniteEntryDate(timeline: Int, entry: Int)

  /// An entry's relevance has a score that is not finite, or a duration that is not a
  /// finite number of seconds, zero or more.
  case invalidRelevance(timeline: Int, entry: Int)

  /// The moment a timeline was provided is NaN or infinite.
  case nonFiniteProvidedAt(timeline: Int)

  /// The date of a timeline's `.after(_:)` policy is NaN or infinite.
  case nonFiniteReloadDate(timeline: Int)

  /// A timeline is provided before the one given before it.
  case timelinesOutOfOrder(timeline: Int)

  /// No timeline was given.
  case noTimelines

  /// The date of the app's reload at `index` is NaN or infinite.
  case nonFiniteAppReloadDate(index: Int)

  /// The app's reload at `index` comes before the first timeline is provided.
  case appReloadBeforeStart(index: Int)

  /// The app's reload at `index` is asked in the foreground, which the app leaves
  /// before it asks (``WidgetAppReload/leavesForegroundAt`` before its date).
  case foregroundEndsBeforeReload(index: Int)

  /// The end of the plan is NaN or infinite.
  case nonFiniteUntil

  /// The end of the plan comes before its start.
  case untilBeforeStart

  /// A budget of fewer than zero reloads a day.
  case negativeBudget(Int)

  /// The plan's event limit is below 1.
  case eventLimitNotPositive(Int)

  /// A provider rule's entry count is below 1 or above the plan's event limit.
  case providerEntryCountOutOfRange(count: Int, limit: Int)

  /// A provider rule with several entries has a spacing that is not a finite number of
  /// seconds above zero.
  case providerSpacingInvalid

  /// A provider rule's `.after(_:)` interval is NaN or infinite.
  case providerIntervalNotFinite

  /// Each timeline of a provider rule would ask for the next the moment it is provided
  /// (`.after(_:)` zero seconds or fewer), which no plan can follow. (A single entry
  /// with `.atEnd` is planned: its request is of unknown time,
  /// ``WidgetReloadTrigger/policyAtUnknownTime``.)
  case providerReloadsAtOnce

  /// The message, in one line, lowercase, without a prefix.
  ///
  /// ```swift
  /// WidgetTimelineError.entriesOutOfOrder(timeline: 0, entry: 2).description
  /// // "entry 2 of timeline 0 is dated before entry 1: ..."
  /// ```
  public var description: String {
    switch self {
    case .noEntries(let timeline):
      "timeline \(timeline) has no entries: WidgetKit has nothing to show"
    case .entriesOutOfOrder(let timeline, let entry):
      "entry \(entry) of timeline \(timeline) is dated before entry \(entry - 1): how WidgetKit"
        + " handles entries out of order is not documented, so they cannot be planned"
    case .nonFiniteEntryDate(let timeline, let entry):
      "entry \(entry) of timeline \(timeline) has a date that is not finite"
    case .invalidRelevance(let timeline, let entry):
      "entry \(entry) of timeline \(timeline) has a relevance whose score is not finite or"
        + " whose duration is not a finite number of seconds, zero or more"
    case .nonFiniteProvidedAt(let timeline):
      "timeline \(timeline) is provided at a date that is not finite"
    case .nonFiniteReloadDate(let timeline):
      "the .after date of timeline \(timeline)'s reload policy is not finite"
    case .timelinesOutOfOrder(let timeline):
      "timeline \(timeline) is provided before timeline \(timeline - 1)"
    case .noTimelines:
      "no timeline was given"
    case .nonFiniteAppReloadDate(let index):
      "app reload \(index) has a date that is not finite"
    case .appReloadBeforeStart(let index):
      "app reload \(index) comes before the first timeline is provided"
    case .foregroundEndsBeforeReload(let index):
      "app reload \(index) is asked in the foreground, which the app leaves before it asks"
    case .nonFiniteUntil:
      "the end of the plan is not finite"
    case .untilBeforeStart:
      "the end of the plan comes before the first timeline is provided"
    case .negativeBudget(let count):
      "a budget of \(count) reloads a day is below zero"
    case .eventLimitNotPositive(let limit):
      "an event limit of \(limit) is below 1"
    case .providerEntryCountOutOfRange(let count, let limit):
      "a provider returning \(count) entries: it must return from 1 to \(limit) (the event"
        + " limit)"
    case .providerSpacingInvalid:
      "the provider's entries must be a finite number of seconds apart, more than zero"
    case .providerIntervalNotFinite:
      "the provider's .after interval is not finite"
    case .providerReloadsAtOnce:
      "each of the provider's timelines would ask for a reload the moment it is provided"
        + " (.after zero seconds or fewer): the plan would never leave that moment"
    }
  }
}
