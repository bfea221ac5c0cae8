import Foundation
import Testing
import TimelineCore

/// A plan made one event at a time (``WidgetPlanEvents``), worked out by hand from
/// docs/semantics.md, section "Widgets". Dates are seconds since 2001-01-01T00:00:00Z.
@Suite struct WidgetPlanEventsTests {
  /// A provider of one entry reloading after a second, with no budget (every request
  /// answered at once), from 0 until 3600: at 0 the first timeline and its entry; at each
  /// second k = 1…3600 the policy's request, timeline k and its entry (the end included):
  /// 2 + 3 × 3600 events, the last timeline's entry at 3600.
  @Test func aSecondlyProviderGivesItsHourEventByEvent() throws {
    var events = try WidgetPlanEvents(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(1)),
      from: d(0), until: d(hour))
    var count = 0
    var last: WidgetPlanEvent?
    while let event = try events.next() {
      count += 1
      last = event
    }
    #expect(count == 10_802)
    #expect(
      last
        == WidgetPlanEvent(
          date: d(hour), timeline: 3600, kind: .entryEligible(entry: 0), source: .documented))
    #expect(try events.next() == nil)
    #expect(!events.isTruncated)
  }

  /// The pitfalls of the requests are found as they come: requests a second apart under
  /// the documented profile are closer than 15 minutes from the second request on, and
  /// more than 40 in a day from the 41st (at 41 s): "Pitfalls". Before any request, only
  /// the timeline's own pitfalls (none here) are known.
  @Test func requestPitfallsAreFoundAsTheRequestsCome() throws {
    var events = try WidgetPlanEvents(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(1)),
      from: d(0), until: d(hour), budget: .documented)
    #expect(events.warnings.isEmpty)
    while let event = try events.next(), event.date < d(2) {}
    // The event at 2 s is the second request: one close pair, 1 s then 2 s, closer than
    // both the documented 5 minutes and the 15 minutes of the documented budget.
    #expect(
      events.warnings == [
        .requestsCloserThanFiveMinutes(pairs: 1, first: d(1), next: d(2)),
        .requestsCloserThanFifteenMinutes(pairs: 1, first: d(1), next: d(2)),
      ])
    while try events.next() != nil {}
    // Granted at 1…40 s; refused at 41 s with the retry at 86,401 s, past the end, so the
    // provider brings no further timeline: 41 requests in all.
    #expect(
      events.warnings == [
        .requestsOverBudget(count: 41, windowEnd: d(41), budget: .documented),
        .requestsCloserThanFiveMinutes(pairs: 40, first: d(1), next: d(2)),
        .requestsCloserThanFifteenMinutes(pairs: 40, first: d(1), next: d(2)),
      ])
  }

  /// The same input gives the same plan whether it is kept whole or made event by event,
  /// and a copy of the events goes on the same way as the original.
  @Test func aCopyGoesOnAsTheOriginalDoes() throws {
    var events = try WidgetPlanEvents(
      provider: WidgetProviderRule(entryCount: 4, spacing: 900, policy: .after(hour)),
      from: d(0), until: d(6 * hour), budget: .staff)
    _ = try events.next()
    var copy = events
    var fromOriginal: [WidgetPlanEvent] = []
    var fromCopy: [WidgetPlanEvent] = []
    while let event = try events.next() { fromOriginal.append(event) }
    while let event = try copy.next() { fromCopy.append(event) }
    #expect(fromOriginal == fromCopy)
    #expect(fromOriginal.count == 6 * 7 + 2 - 1)
  }
}
