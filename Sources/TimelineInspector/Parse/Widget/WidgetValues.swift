import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The grammars of `widget`'s own values, each a small language of its own
/// (docs/cli.md, "widget"): an entry, a reload policy, a provider rule, a budget
/// profile, a list of dates. Each is the parse hook of its option (``WidgetOptions``)
/// and turns a word into its value or the reason it is refused; the entries file
/// reads its fields with the same ones.
enum WidgetValues {
  /// A date the output can print.
  static func date(_ text: String, _ context: OptionValueContext) throws(OptionValueError) -> Date {
    try context.date(text, namingZone: false)
  }

  /// `DATE,DATE,…`: `--reload-at` and `--free-reload`.
  static func dateList(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> [Date]
  {
    var found: [Date] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      do {
        found.append(try date(String(word), context))
      } catch {
        throw error.about("'\(Quoted(String(word)))'")
      }
    }
    return found
  }

  /// `START/END,START/END,…`: `--foreground`, the spans the app is in the foreground, in
  /// time order, each ending after it starts and before the next starts.
  static func spanList(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> [(start: Date, end: Date)]
  {
    var found: [(start: Date, end: Date)] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let about = "'\(Quoted(String(word)))'"
      let pair = word.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2 else {
        throw OptionValueError("expected START/END, two dates").about(about)
      }
      let start: Date
      let end: Date
      do {
        start = try date(String(pair[0]), context)
        end = try date(String(pair[1]), context)
      } catch {
        throw error.about(about)
      }
      guard end > start else {
        throw OptionValueError("the span must end after it starts").about(about)
      }
      if let previous = found.last, start < previous.end {
        throw OptionValueError("the span starts before the one before it ends").about(about)
      }
      found.append((start, end))
    }
    return found
  }

  /// `DATE[,relevance=SCORE/DURATION]`: an entry given as an argument.
  static func entry(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> WidgetTimelineEntry
  {
    let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
    let when = try date(String(parts[0]), context)
    guard parts.count == 2 else { return WidgetTimelineEntry(date: when) }
    let prefix = "relevance="
    guard parts[1].hasPrefix(prefix) else {
      throw OptionValueError("after the date, expected ',relevance=SCORE/DURATION'")
    }
    let pair = parts[1].dropFirst(prefix.count).split(
      separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    let relevance = try relevance(
      score: String(pair[0]), duration: pair.count == 2 ? String(pair[1]) : nil)
    return WidgetTimelineEntry(date: when, relevance: relevance)
  }

  /// A relevance's score (a finite number) and duration (seconds, zero or more; none: 0).
  static func relevance(score: String, duration: String?) throws(OptionValueError)
    -> TimelineEntryRelevance
  {
    guard case .success(let value) = DecimalNumber.parse(score) else {
      throw OptionValueError("the relevance's score is not a finite number (e.g. 0.5)")
    }
    let score = try self.score(value)
    guard let duration else { return TimelineEntryRelevance(score: score) }
    switch DurationText.parse(duration) {
    case .success(let seconds) where seconds >= 0:
      return TimelineEntryRelevance(score: score, duration: seconds)
    case .success:
      throw OptionValueError("the relevance's duration must be 0 or more")
    case .failure(let error):
      throw OptionValueError("the relevance's duration: \(error.reason)")
    }
  }

  /// A relevance's score, a `Float` as WidgetKit's: a finite number whose magnitude a
  /// `Float` holds (at most about 3.4e38), from the command line or a `--file` line.
  static func score(_ value: Double) throws(OptionValueError) -> Float {
    guard value.isFinite else {
      throw OptionValueError("the relevance's score is not a finite number (e.g. 0.5)")
    }
    let score = Float(value)
    guard score.isFinite else {
      throw OptionValueError(
        "the relevance's score, \(value), is too large for a score (a Float: at most about 3.4e38)")
    }
    return score
  }

  /// `at-end`, `never` or `after:DATE`: `--policy`.
  static func policy(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> TimelineReloadPolicy
  {
    switch text {
    case "at-end", "atEnd": return .atEnd
    case "never": return .never
    default: break
    }
    guard text.hasPrefix("after:") else {
      throw OptionValueError("expected at-end, never or after:DATE")
    }
    return .after(try date(String(text.dropFirst("after:".count)), context))
  }

  /// `documented`, `staff` or a whole number of reloads a day: `--budget`.
  static func budget(_ text: String, _: OptionValueContext) throws(OptionValueError)
    -> WidgetReloadBudget
  {
    switch text {
    case "documented": return .documented
    case "staff": return .staff
    default:
      switch DecimalNumber.parseCount(text) {
      case .success(let count): return .perDay(count)
      case .failure(let error) where isDigits(text):
        // Digits too many for a count: say so, not that they are no number.
        throw OptionValueError(error.reason)
      case .failure:
        throw OptionValueError("expected documented, staff or a whole number, 0 or more")
      }
    }
  }

  /// `entries=N,every=D,policy=P`, P being at-end, never or after:DURATION: `--provider`.
  static func provider(_ text: String, _: OptionValueContext) throws(OptionValueError)
    -> WidgetProviderRule
  {
    var count: Int?
    var spacing: Double?
    var policy: WidgetProviderPolicy?
    for field in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let value = pair.count == 2 ? String(pair[1]) : ""
      switch pair[0] {
      case "entries" where count == nil:
        switch DecimalNumber.parseCount(value) {
        case .success(let n) where n >= 1: count = n
        case .failure(let error) where isDigits(value):
          throw OptionValueError(error.reason).about("'\(Quoted(String(field)))'")
        default: throw OptionValueError("entries= must be a whole number, 1 or more")
        }
      case "every" where spacing == nil:
        switch DurationText.parse(value) {
        case .success(let seconds) where seconds > 0: spacing = seconds
        case .failure(let error) where !value.isEmpty:
          // `every=1ns`: why the word is no duration, not that it is not above 0.
          throw OptionValueError(error.reason).about("'\(Quoted(String(field)))'")
        default: throw OptionValueError("every= must be a duration above 0 (e.g. 15m)")
        }
      case "policy" where policy == nil:
        policy = try providerPolicy(value)
      default:
        throw OptionValueError(
          "'\(Quoted(String(field)))' is not one of entries=N, every=DURATION, policy=P, each once")
      }
    }
    guard let count, let policy else {
      throw OptionValueError("expected entries=N,every=DURATION,policy=P")
    }
    guard count == 1 || spacing != nil else {
      throw OptionValueError("several entries need every=DURATION, their spacing")
    }
    return WidgetProviderRule(entryCount: count, spacing: spacing ?? 0, policy: policy)
  }

  private static func providerPolicy(_ text: String) throws(OptionValueError)
    -> WidgetProviderPolicy
  {
    switch text {
    case "at-end", "atEnd": return .atEnd
    case "never": return .never
    default: break
    }
    let expected = "policy= must be at-end, never or after:DURATION above 0 (e.g. after:1h)"
    guard text.hasPrefix("after:") else { throw OptionValueError(expected) }
    let duration = String(text.dropFirst("after:".count))
    switch DurationText.parse(duration) {
    case .success(let seconds) where seconds > 0:
      return .after(seconds)
    case .failure(let error) where !duration.isEmpty:
      // `after:1e300s`: why the word is no duration, not only the policy's grammar.
      throw OptionValueError(error.reason).about("'\(Quoted("policy=" + text))'")
    default:
      throw OptionValueError(expected)
    }
  }

  /// Whether `text` is one or more ASCII digits, with an optional `+`: a count's shape.
  private static func isDigits(_ text: String) -> Bool {
    let digits = text.hasPrefix("+") ? text.utf8.dropFirst() : text.utf8[...]
    return !digits.isEmpty && digits.allSatisfy { (48...57).contains($0) }
  }
}
