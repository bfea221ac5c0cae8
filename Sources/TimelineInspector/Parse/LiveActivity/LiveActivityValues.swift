import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The grammars of `live-activity`'s own values (docs/cli.md, "live-activity"): how an
/// activity starts, a dismissal policy, a list of updates, a push budget. Each is the
/// parse hook of its option (``LiveActivityOptions``) and turns a word into its value or
/// the reason it is refused; the `--file` reader reads its fields with the same ones.
enum LiveActivityValues {
  /// How an activity is started, before its date is known.
  enum StartKind: Sendable, Equatable {
    case foreground, background, intent
    case pushToStart(alert: Bool)
    /// Scheduled: requested at this date, started at the start's date.
    case scheduled(requestedAt: Date)

    /// The start at `date`.
    func start(at date: Date) -> LiveActivityStart {
      switch self {
      case .foreground: .foreground(at: date)
      case .background: .background(at: date)
      case .intent: .intent(at: date)
      case .pushToStart(let alert): .pushToStart(at: date, alert: alert)
      case .scheduled(let requestedAt): .scheduled(requestedAt: requestedAt, start: date)
      }
    }
  }

  /// An update as given: its date and delivery, and what it changes of the content
  /// before it (nil: kept; a stale date of nil inside: removed).
  struct GivenUpdate: Sendable, Equatable {
    var date: Date
    var delivery: LiveActivityDelivery = .local
    var staleDate: Date??
    var relevance: Double?
  }

  /// A date the output can print.
  static func date(_ text: String, _ context: OptionValueContext) throws(OptionValueError) -> Date {
    try context.date(text, namingZone: false)
  }

  /// `foreground`, `background`, `intent`, `push-to-start`, `push-to-start-without-alert`
  /// or `scheduled:DATE` (the date of the request): `--started-by`.
  static func startKind(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> StartKind
  {
    switch text {
    case "foreground": return .foreground
    case "background": return .background
    case "intent": return .intent
    case "push-to-start": return .pushToStart(alert: true)
    case "push-to-start-without-alert": return .pushToStart(alert: false)
    default: break
    }
    guard text.hasPrefix("scheduled:") else {
      throw OptionValueError(
        "expected foreground, background, intent, push-to-start, push-to-start-without-alert or scheduled:DATE"
      )
    }
    return .scheduled(requestedAt: try date(String(text.dropFirst("scheduled:".count)), context))
  }

  /// `default`, `immediate` or `after:DATE`: `--dismissal`.
  static func dismissal(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> ActivityUIDismissalPolicy
  {
    switch text {
    case "default": return .default
    case "immediate": return .immediate
    default: break
    }
    guard text.hasPrefix("after:") else {
      throw OptionValueError("expected default, immediate or after:DATE")
    }
    return .after(try date(String(text.dropFirst("after:".count)), context))
  }

  /// A relevance score: a finite number.
  static func relevance(_ text: String, _: OptionValueContext) throws(OptionValueError) -> Double {
    guard case .success(let value) = DecimalNumber.parse(text) else {
      throw OptionValueError("the relevance score is not a finite number (e.g. 50)")
    }
    return value
  }

  /// A whole number of priority-10 pushes an hour, 0 or more: `--push-budget`.
  static func budget(_ text: String, _: OptionValueContext) throws(OptionValueError) -> Int {
    switch DecimalNumber.parseCount(text) {
    case .success(let count): return count
    case .failure(let error)
    where !text.isEmpty && text.utf8.allSatisfy({ (48...57).contains($0) }):
      // Digits too many for a count: say so, not that they are no number.
      throw OptionValueError(error.reason)
    case .failure:
      throw OptionValueError("expected a whole number of pushes an hour, 0 or more")
    }
  }

  /// A push's priority: 5 or 10.
  static func priority(_ value: Int) throws(OptionValueError) -> LiveActivityPushPriority {
    guard let priority = LiveActivityPushPriority(rawValue: value) else {
      throw OptionValueError("a push's priority is 5 or 10")
    }
    return priority
  }

  /// `DATE[,push=5|push=10][,alert][,stale=DATE|stale=none][,relevance=S]`, several
  /// separated by commas: a word that is none of the modifiers starts the next update
  /// (`--updates`).
  static func updates(_ text: String, _ context: OptionValueContext) throws(OptionValueError)
    -> [GivenUpdate]
  {
    var found: [GivenUpdate] = []
    var alert = false
    var priority: LiveActivityPushPriority?
    func close() throws(OptionValueError) {
      guard !found.isEmpty else { return }
      if alert, priority == nil {
        throw OptionValueError("'alert' belongs to a push: give push=5 or push=10 with it")
      }
      if let priority { found[found.count - 1].delivery = .push(priority: priority, alert: alert) }
      alert = false
      priority = nil
    }
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(part)
      if word == "alert", !found.isEmpty {
        alert = true
      } else if word.hasPrefix("push="), !found.isEmpty {
        guard case .success(let value) = DecimalNumber.parseCount(String(word.dropFirst(5))) else {
          throw OptionValueError("a push's priority is 5 or 10").about("'\(Quoted(word))'")
        }
        do {
          priority = try Self.priority(value)
        } catch { throw error.about("'\(Quoted(word))'") }
      } else if word.hasPrefix("stale="), !found.isEmpty {
        let value = String(word.dropFirst(6))
        do {
          found[found.count - 1].staleDate = value == "none" ? .some(nil) : try date(value, context)
        } catch { throw error.about("'\(Quoted(word))'") }
      } else if word.hasPrefix("relevance="), !found.isEmpty {
        do {
          found[found.count - 1].relevance = try relevance(String(word.dropFirst(10)), context)
        } catch { throw error.about("'\(Quoted(word))'") }
      } else {
        try close()
        do {
          found.append(GivenUpdate(date: try date(word, context)))
        } catch {
          throw error.about("'\(Quoted(word))'")
        }
      }
    }
    try close()
    return found
  }
}
