import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Where a guarded schedule stopped advancing, if it did, and why.
final class StallRecord {
  /// Why a schedule can provably not advance.
  enum Cause {
    /// A grid's interval is below half the last bit of its date: the sum
    /// rounds back to the date.
    case intervalTooSmall
    /// A calendar schedule gave the same date twice in a row: each of its
    /// dates follows from the one before alone, so it would give it for ever.
    case dateRepeats
    /// A schedule tlsched does not know gave the same date more than
    /// ``ownScheduleRepeatLimit`` times in a row.
    case dateRepeatsTooOften
  }

  /// How many times in a row a schedule of unknown type may give one date:
  /// the next time ends the run. Far more than any schedule repeats a date on
  /// purpose (docs/semantics.md, "Where output stops early": ours).
  static let ownScheduleRepeatLimit = 1_000

  /// The date that failed to move on.
  var date: Double?
  /// Why it failed.
  var cause = Cause.intervalTooSmall

  /// The note for standard error, with the stalled date written as `date`.
  func note(at date: String) -> String {
    switch cause {
    case .intervalTooSmall:
      "Note: stopped at \(date): the interval is too small to move a date that large, so every later date would repeat it"
    case .dateRepeats:
      "Note: stopped at \(date): the calendar gave this date again after it, and each date follows from the one before alone, so every later date would repeat it"
    case .dateRepeatsTooOften:
      "Note: stopped at \(date): the schedule gave this date more than \(Self.ownScheduleRepeatLimit) times in a row"
    }
  }
}

/// Ends an endless schedule that provably cannot advance.
///
/// A periodic or animation schedule adds its interval again and again; once a
/// date is so large that the interval is below half its last bit, the sum
/// equals the date and every later entry is that same date. SwiftUI would loop
/// forever catching up on them; the command ends the schedule there instead
/// and says why. Any other schedule may give a date that does not come after
/// the one before (Foundation's `nextDate` returns a match up to a few hundred
/// nanoseconds in the past), and SwiftUI passes such dates on, so they are
/// passed on too. For a calendar schedule (``CalendarStepSchedule``) the same
/// date twice in a row ends it, since each of its dates follows from the one
/// before alone. A schedule of unknown type (a user's own) may repeat a date on
/// purpose ("now, then every quarter hour" from a quarter hour), and SwiftUI
/// passes it on: only a long run of one date ends it
/// (``StallRecord/ownScheduleRepeatLimit``), so a stuck schedule cannot run a summary for ever.
struct StallGuard<Base: TimelineSchedule>: TimelineSchedule {
  let base: Base
  let record: StallRecord
  /// The interval `base` adds to each entry to get the next one, when that is
  /// how it works: then a live run can skip entries (``RepeatedAddition``).
  let stride: Double?
  /// With a stride: the date the entries start from, whatever date they are
  /// asked from, as a view resumed by ``resumed(createdAt:horizon:)`` reads them.
  private let resumption: Double?
  /// Whether `base`, asked in normal mode from one of its own entries, gives
  /// that entry and then the ones that followed it, so that a view can be
  /// created there instead of catching up to it.
  private let restartsAtItsEntries: Bool
  /// Whether the same date twice in a row proves `base` stuck
  /// (``CalendarStepSchedule``).
  private let repeatEndsIt: Bool

  /// Guards any schedule. Periodic and animation schedules, which add one
  /// interval again and again, can be skipped through by a live run; so can
  /// the others whose entries can skip (``SkippingIterator``); any other
  /// schedule's entries are read one by one.
  init(base: Base, record: StallRecord) {
    let stride = (base as? any RepeatedAdditionSchedule)?.stride
    // A minute start, a wall-clock boundary, a whole second of a timer: each is
    // its own first entry, and the entries after it follow from it alone.
    // (A periodic grid is not: asked afresh it starts on `from + k × by`, not
    // on its drifted sums; it resumes through `resumption` instead.)
    let restarts = base is any RestartingSchedule
    self.init(
      base: base, record: record, stride: stride, resumption: nil, restarts: restarts)
  }

  private init(
    base: Base, record: StallRecord, stride: Double?, resumption: Double?, restarts: Bool
  ) {
    self.base = base
    self.record = record
    self.stride = stride
    self.resumption = resumption
    self.restartsAtItsEntries = restarts
    self.repeatEndsIt = base is any CalendarStepSchedule
  }

  func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(
      base: base.entries(from: startDate, mode: mode).makeIterator(), record: record,
      stride: stride, resumed: resumption,
      repeatLimit: repeatEndsIt ? 1 : StallRecord.ownScheduleRepeatLimit)
  }

  /// The base schedule's entries, up to the first that does not advance.
  struct Entries: Sequence, SkippingIterator {
    var base: Base.Entries.Iterator
    let record: StallRecord
    let stride: Double?
    var previous = -Double.infinity
    /// After a skip, the next entry, computed as the base would compute it
    /// (the base is not read any more).
    var resumed: Double?
    /// How many repeats of one date in a row (after its first) end the
    /// entries: 1 for a calendar schedule, which then repeats it for ever.
    let repeatLimit: Int
    /// How many times in a row the last date was repeated.
    var repeats = 0

    init(
      base: Base.Entries.Iterator, record: StallRecord, stride: Double?, resumed: Double?,
      repeatLimit: Int = 1
    ) {
      self.base = base
      self.record = record
      self.stride = stride
      self.resumed = resumed
      self.repeatLimit = repeatLimit
    }

    mutating func next() -> Date? {
      guard let stride else {
        guard let date = base.next() else { return nil }
        let t = date.timeIntervalSinceReferenceDate
        repeats = t == previous ? repeats + 1 : 0
        if repeats >= repeatLimit {
          return stalled(at: t, because: repeatLimit == 1 ? .dateRepeats : .dateRepeatsTooOften)
        }
        previous = t
        return date
      }
      let t: Double
      if let date = resumed {
        t = date
        resumed = date + stride
      } else {
        guard let date = base.next() else { return nil }
        t = date.timeIntervalSinceReferenceDate
      }
      // A grid's sum that does not grow has stopped.
      guard t > previous else { return stalled(at: t, because: .intervalTooSmall) }
      previous = t
      return Date(timeIntervalSinceReferenceDate: t)
    }

    /// Records where and why the entries stopped, and ends them.
    private func stalled(at t: Double, because cause: StallRecord.Cause) -> Date? {
      record.date = t
      record.cause = cause
      return nil
    }

    mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
      guard let stride else {
        guard var skipping = base as? any SkippingIterator else { return 0 }
        defer { base = skipping as! Base.Entries.Iterator }
        return skipping.skip(toLatestAtOrBefore: horizon, atMost: limit)
      }
      guard previous.isFinite else { return 0 }
      let upcoming = resumed ?? previous + stride
      guard upcoming <= horizon, upcoming > previous else { return 0 }
      // A run that stalls passes only the dates that moved: the guard ends the
      // entries at the first one repeated, so no more are there to pass.
      let run = RepeatedAddition.advance(
        from: upcoming, adding: stride, atOrBefore: horizon, atMost: limit)
      resumed = run.date
      return run.additions
    }

    /// The stride, for a grid: each entry is the one before plus it,
    /// whether read from the base or resumed.
    var gridInterval: Double? { stride }

    /// The base's spacing (`AlwaysOnReadBound`): the guard only ends its entries
    /// early. A grid's stride says nothing of it.
    var elementsRiseBySeconds: Bool {
      stride == nil && (base as? any SkippingIterator)?.elementsRiseBySeconds == true
    }

    mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
      guard stride == nil else { return skip(toLatestAtOrBefore: horizon, atMost: .max) > 0 }
      guard var skipping = base as? any SkippingIterator else { return false }
      defer { base = skipping as! Base.Entries.Iterator }
      return skipping.skip(toLatestAtOrBefore: horizon)
    }
  }
}

/// A schedule whose view, live, can start where catching up would leave it
/// rather than pass every update already past (``ScheduleRun``).
protocol ResumableView {
  /// The schedule and creation date of a view that is, from its first update
  /// on, in the state a view of this schedule created at `createdAt` reaches
  /// once every update up to `horizon` has passed; nil when no update after the
  /// first is due by `horizon`, or the state cannot be had this way.
  func resumed(createdAt: Date, horizon: Double) -> (schedule: Self, createdAt: Date)?
}

extension StallGuard: ResumableView {
  // After its first update, a view of a grid (entries that rise by a stride and
  // go on) updates at each entry and shows it, in both models (docs/semantics.md,
  // section 6): once the updates up to `horizon` have passed, it shows the latest
  // entry due and waits for the one after. A view created at that entry, over
  // entries that start there, shows it at its first update and waits for the same
  // one: the same state. The entries after it are the additions the schedule
  // would make (``RepeatedAddition``), bit for bit.
  func resumed(createdAt: Date, horizon: Double) -> (schedule: Self, createdAt: Date)? {
    guard let stride else { return restarted(createdAt: createdAt, horizon: horizon) }
    // A probe of its own, so that a stall it runs into is not recorded for the run.
    let probe = StallGuard(
      base: base, record: StallRecord(), stride: stride, resumption: nil, restarts: false)
    var entries = probe.entries(from: createdAt, mode: .normal)
    guard entries.next() != nil, entries.skip(toLatestAtOrBefore: horizon, atMost: .max) > 0,
      let latest = entries.next(), latest > createdAt,
      // A schedule that ends there (a stalled grid) is another case: a view never
      // shows the last entry of a schedule that ends. It is read one by one.
      entries.next() != nil
    else { return nil }
    let resumed = StallGuard(
      base: base, record: record, stride: stride,
      resumption: latest.timeIntervalSinceReferenceDate, restarts: false)
    return (resumed, latest)
  }

  // The same state for a schedule that restarts at its own entries: once the
  // updates up to `horizon` have passed, a view of increasing entries shows the
  // latest one due and waits for the next, in both models, as a view created
  // at that entry does over the same schedule asked from there.
  private func restarted(createdAt: Date, horizon: Double) -> (schedule: Self, createdAt: Date)? {
    guard restartsAtItsEntries else { return nil }
    var entries = StallGuard(
      base: base, record: StallRecord(), stride: nil, resumption: nil, restarts: false
    ).entries(from: createdAt, mode: .normal)
    guard entries.next() != nil, entries.skip(toLatestAtOrBefore: horizon),
      let latest = entries.next(), latest > createdAt, entries.next() != nil
    else { return nil }
    return (self, latest)
  }
}

/// A schedule whose every entry is the previous one plus a fixed interval.
protocol RepeatedAdditionSchedule {
  /// The interval added each time.
  var stride: Double { get }
}

extension PeriodicTimelineSchedule: RepeatedAdditionSchedule {
  var stride: Double { interval }
}

extension AnimationTimelineSchedule: RepeatedAdditionSchedule {
  var stride: Double { minimumInterval }
}

/// A schedule each of whose entries is its own first entry when asked from
/// there, the entries after it following from it alone.
protocol RestartingSchedule {}

extension EveryMinuteTimelineSchedule: RestartingSchedule {}
extension TextWallClockTimelineSchedule: RestartingSchedule {}
extension TextTimerTimelineSchedule: RestartingSchedule {}
extension TextTimerIntervalTimelineSchedule: RestartingSchedule {}

/// A calendar schedule: each entry follows from the one before alone, so one
/// date given twice in a row would be given for ever (docs/semantics.md,
/// "Where output stops early").
protocol CalendarStepSchedule {}

extension EveryMinuteTimelineSchedule: CalendarStepSchedule {}
extension TextWallClockTimelineSchedule: CalendarStepSchedule {}
extension TextTimerTimelineSchedule: CalendarStepSchedule {}
extension TextTimerIntervalTimelineSchedule: CalendarStepSchedule {}
extension DiscreteFormatTimelineSchedule: CalendarStepSchedule {}
