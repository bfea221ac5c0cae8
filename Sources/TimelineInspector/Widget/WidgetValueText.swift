import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the values of `widget`'s own options, each a small language of its own
/// (docs/cli.md, "widget"): an entry, a reload policy, a provider rule, a budget profile,
/// a list of dates. Each reader returns the value or the reason it is refused, which the
/// command puts after the option's name.
struct WidgetValueText {
  /// Reads dates in the `--tz` zone, relative ones (`+1h`) from `--now`.
  var dates: DateReader
  /// Checks a date can be printed in the zone, as every date of the output must be.
  var writer: DateWriter

  init(zone: TimeZoneChoice, currentTime: Double, now: Double) {
    dates = DateReader(zone: zone, now: { currentTime }, relativeBase: now)
    writer = DateWriter(zone: zone)
  }

  /// A date the output can print.
  mutating func date(_ text: String) -> Result<Date, WidgetValueError> {
    switch dates.read(text) {
    case .success(let t) where writer.canWrite(t):
      return .success(Date(timeIntervalSinceReferenceDate: t))
    case .success:
      return .failure(WidgetValueError("it falls outside years 0001–9999"))
    case .failure(let error):
      return .failure(WidgetValueError(DateReader.explain(error)))
    }
  }

  /// `DATE,DATE,…`: `--reload-at` and `--free-reload`.
  mutating func dateList(_ text: String) -> Result<[Date], WidgetValueError> {
    var found: [Date] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      switch date(String(word)) {
      case .success(let date): found.append(date)
      case .failure(let error): return .failure(error.about("'\(Quoted(String(word)))'"))
      }
    }
    return .success(found)
  }

  /// `DATE[,relevance=SCORE/DURATION]`: an entry given as an argument.
  mutating func entry(_ text: String) -> Result<WidgetTimelineEntry, WidgetValueError> {
    let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
    let when: Date
    switch date(String(parts[0])) {
    case .success(let date): when = date
    case .failure(let error): return .failure(error)
    }
    guard parts.count == 2 else { return .success(WidgetTimelineEntry(date: when)) }
    let prefix = "relevance="
    guard parts[1].hasPrefix(prefix) else {
      return .failure(WidgetValueError("after the date, expected ',relevance=SCORE/DURATION'"))
    }
    let pair = parts[1].dropFirst(prefix.count).split(
      separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    switch Self.relevance(score: String(pair[0]), duration: pair.count == 2 ? String(pair[1]) : nil)
    {
    case .success(let relevance):
      return .success(WidgetTimelineEntry(date: when, relevance: relevance))
    case .failure(let error): return .failure(error)
    }
  }

  /// A relevance's score (a finite number) and duration (seconds, zero or more; none: 0).
  static func relevance(score: String, duration: String?) -> Result<
    TimelineEntryRelevance, WidgetValueError
  > {
    guard case .success(let value) = DecimalNumber.parse(score) else {
      return .failure(WidgetValueError("the relevance's score is not a finite number (e.g. 0.5)"))
    }
    guard let duration else { return .success(TimelineEntryRelevance(score: Float(value))) }
    switch DurationText.parse(duration) {
    case .success(let seconds) where seconds >= 0:
      return .success(TimelineEntryRelevance(score: Float(value), duration: seconds))
    case .success:
      return .failure(WidgetValueError("the relevance's duration must be 0 or more"))
    case .failure(let error):
      return .failure(WidgetValueError("the relevance's duration: \(error.reason)"))
    }
  }

  /// `at-end`, `never` or `after:DATE`: `--policy`.
  mutating func policy(_ text: String) -> Result<TimelineReloadPolicy, WidgetValueError> {
    switch text {
    case "at-end", "atEnd": return .success(.atEnd)
    case "never": return .success(.never)
    default: break
    }
    guard text.hasPrefix("after:") else {
      return .failure(WidgetValueError("expected at-end, never or after:DATE"))
    }
    return date(String(text.dropFirst("after:".count))).map { .after($0) }
  }

  /// `documented`, `staff` or a whole number of reloads a day: `--budget`.
  static func budget(_ text: String) -> Result<WidgetReloadBudget, WidgetValueError> {
    switch text {
    case "documented": return .success(.documented)
    case "staff": return .success(.staff)
    default:
      switch DecimalNumber.parseCount(text) {
      case .success(let count): return .success(.perDay(count))
      case .failure:
        return .failure(WidgetValueError("expected documented, staff or a whole number, 0 or more"))
      }
    }
  }

  /// `entries=N,every=D,policy=P`, P being at-end, never or after:DURATION: `--provider`.
  static func provider(_ text: String) -> Result<WidgetProviderRule, WidgetValueError> {
    var count: Int?
    var spacing: Double?
    var policy: WidgetProviderPolicy?
    for field in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let value = pair.count == 2 ? String(pair[1]) : ""
      switch pair[0] {
      case "entries" where count == nil:
        guard case .success(let n) = DecimalNumber.parseCount(value), n >= 1 else {
          return .failure(WidgetValueError("entries= must be a whole number, 1 or more"))
        }
        count = n
      case "every" where spacing == nil:
        guard case .success(let seconds) = DurationText.parse(value), seconds > 0 else {
          return .failure(WidgetValueError("every= must be a duration above 0 (e.g. 15m)"))
        }
        spacing = seconds
      case "policy" where policy == nil:
        switch Self.providerPolicy(value) {
        case .success(let read): policy = read
        case .failure(let error): return .failure(error)
        }
      default:
        return .failure(
          WidgetValueError(
            "'\(Quoted(String(field)))' is not one of entries=N, every=DURATION, policy=P, each once"
          ))
      }
    }
    guard let count, let policy else {
      return .failure(WidgetValueError("expected entries=N,every=DURATION,policy=P"))
    }
    guard count == 1 || spacing != nil else {
      return .failure(WidgetValueError("several entries need every=DURATION, their spacing"))
    }
    return .success(WidgetProviderRule(entryCount: count, spacing: spacing ?? 0, policy: policy))
  }

  private static func providerPolicy(_ text: String) -> Result<
    WidgetProviderPolicy, WidgetValueError
  > {
    switch text {
    case "at-end", "atEnd": return .success(.atEnd)
    case "never": return .success(.never)
    default: break
    }
    guard text.hasPrefix("after:"),
      case .success(let seconds) = DurationText.parse(String(text.dropFirst("after:".count))),
      seconds > 0
    else {
      return .failure(
        WidgetValueError("policy= must be at-end, never or after:DURATION above 0 (e.g. after:1h)"))
    }
    return .success(.after(seconds))
  }
}

/// Why a value of `widget`'s own options is refused: the reason put after its name.
struct WidgetValueError: Error, Equatable {
  let reason: String

  init(_ reason: String) { self.reason = reason }

  /// The same reason, said of a part of the value (`'x' in a list`).
  func about(_ part: String) -> WidgetValueError { WidgetValueError("\(part): \(reason)") }
}
