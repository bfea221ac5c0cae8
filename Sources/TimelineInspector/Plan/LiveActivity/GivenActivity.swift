import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An activity as `live-activity` is given it, by its options or by `--file`: a start,
/// contents whose text is still the words of a tlsched text command, updates, an end and
/// the person's removal, not yet planned.
struct GivenActivity {
  /// A content: its stale date, relevance score, the words of the timer text it shows
  /// and its encoded size, each optional.
  struct Content {
    var staleDate: Date?
    var relevance = 0.0
    var text: String?
    var size: Int?
  }

  struct Update {
    var date: Date
    var delivery: LiveActivityDelivery
    var content: Content
  }

  /// Who ends it: the app with a dismissal policy, or a push with a dismissal date.
  enum Ender {
    case app(ActivityUIDismissalPolicy)
    case push(dismissalDate: Date?)
  }

  struct End {
    var date: Date
    var by: Ender
    /// The final content; nil keeps the last.
    var content: Content?
  }

  /// Its name: the `--file` id, or `0`.
  var name: String
  var start: LiveActivityStart
  var content: Content
  var updates: [Update] = []
  var end: End?
  var removedAt: Date?

  /// The request TimelineCore plans, each content showing the timer its text gives
  /// (`timerText`, by content).
  func request(timerText: (LiveActivityContentID) -> ActivityTimerText?)
    -> LiveActivityRequest<LiveActivityPlainState>
  {
    func content(_ given: Content, _ id: LiveActivityContentID) -> ActivityContent<
      LiveActivityPlainState
    > {
      ActivityContent(
        state: LiveActivityPlainState(timerText: timerText(id), encodedSize: given.size),
        staleDate: given.staleDate, relevanceScore: given.relevance)
    }
    let ending: LiveActivityEnd<LiveActivityPlainState>? = end.map { end in
      let final = end.content.map { content($0, .final) }
      switch end.by {
      case .app(let policy): return .app(at: end.date, content: final, dismissalPolicy: policy)
      case .push(let date): return .push(at: end.date, content: final, dismissalDate: date)
      }
    }
    return LiveActivityRequest(
      start: start, content: content(self.content, .initial),
      updates: updates.enumerated().map { index, update in
        LiveActivityUpdate(
          at: update.date, content: content(update.content, .update(index)),
          delivery: update.delivery)
      }, end: ending, removedByPersonAt: removedAt)
  }
}
