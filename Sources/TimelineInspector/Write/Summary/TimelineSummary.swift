/// What `--summary` says about a run instead of listing it: how many times,
/// the first and last, the gaps between them, the rate, and the longest
/// stretch in which nothing changes.
///
///     var summary = TimelineSummary()
///     for t in [0.0, 60, 120, 3_720] { summary.add(t) }
///     summary.count           // 4
///     summary.gaps            // min 60, median 60, max 3 600
///     summary.longestFrozen   // 120 ... 3 720
///
/// It takes the times in the order they come (a view's update times, or a
/// schedule's dates, which may go backwards) and keeps a fixed amount besides the gaps it needs for the median, which
/// are at most ``gapLimit``: past that the median is of the first
/// ``gapLimit`` gaps and ``medianIsOfPrefix`` says so.
///
/// - Complexity: O(1) per time; O(*g* log *g*) for the median of *g* kept gaps.
struct TimelineSummary {
  /// The most gaps kept for the median (8 MB of them).
  static let gapLimit = 1_000_000

  /// The smallest, median and largest gap between consecutive times.
  struct Gaps: Equatable {
    var minimum: Double
    var median: Double
    var maximum: Double
  }

  /// A stretch between two consecutive times, or from the last time to the
  /// end of the run, in which nothing new is shown.
  struct Span: Equatable {
    var start: Double
    var end: Double
    var length: Double { end - start }
  }

  /// How many times were added.
  private(set) var count = 0
  /// The first time added.
  private(set) var first: Double?
  /// The last time added.
  private(set) var last: Double?
  /// The longest stretch without a new time, counting the one up to ``close(at:)``.
  private(set) var longestFrozen: Span?
  /// Whether more gaps came than ``gapLimit``, so the median is of the first ones.
  private(set) var medianIsOfPrefix = false
  /// How many times came before the time added just ahead of them: the dates
  /// go backwards there (a negative gap).
  private(set) var backwardCount = 0
  /// The first step backwards: from the earlier-added, later time to the next.
  private(set) var firstBackward: Span?
  /// When the screen last changed: the latest time added so far. A time not
  /// after it changes nothing more on screen: the screen cannot go back, so
  /// what that time shows appears with the change already made, at the later
  /// time (docs/semantics.md, section 6: entries that go backwards are folded).
  private(set) var lastChange: Double?
  /// How many times the screen changes: the times after every time before them.
  private(set) var changes = 0
  /// How many times were folded into an earlier change (not after it).
  var folded: Int { count - changes }

  private var kept: [Double] = []
  private var minimum = Double.infinity
  private var maximum = -Double.infinity
  private let limit: Int

  /// An empty summary that keeps at most `gapLimit` gaps for the median.
  init(gapLimit: Int = TimelineSummary.gapLimit) {
    limit = gapLimit
  }

  /// Adds the next time; one before the last is counted as a step backwards,
  /// and one not after the last change is folded into it.
  mutating func add(_ t: Double) {
    count += 1
    if first == nil { first = t }
    if let lastChange {
      if t > lastChange {
        changes += 1
        frozen(Span(start: lastChange, end: t))
        self.lastChange = t
      }
    } else {
      changes = 1
      lastChange = t
    }
    if let last {
      let gap = t - last
      minimum = min(minimum, gap)
      maximum = max(maximum, gap)
      if kept.count < limit { kept.append(gap) } else { medianIsOfPrefix = true }
      if gap < 0 {
        backwardCount += 1
        if firstBackward == nil { firstBackward = Span(start: last, end: t) }
      }
    }
    last = t
  }

  /// Ends the run at `end` (`--until`): what the last change shows stays until then.
  mutating func close(at end: Double?) {
    guard let end, let lastChange, end > lastChange else { return }
    frozen(Span(start: lastChange, end: end))
  }

  /// Records that nothing new is shown from `start` to `end`: a view that
  /// presents no frame in Always On keeps what it showed on entering.
  mutating func holds(from start: Double, to end: Double?) {
    guard let end, end > start else { return }
    frozen(Span(start: start, end: end))
  }

  /// The gaps between consecutive times, or nil with fewer than two times.
  var gaps: Gaps? {
    guard !kept.isEmpty else { return nil }
    let sorted = kept.sorted()
    let middle = sorted.count / 2
    let median =
      sorted.count % 2 == 1 ? sorted[middle] : sorted[middle - 1] / 2 + sorted[middle] / 2
    return Gaps(minimum: minimum, median: median, maximum: maximum)
  }

  /// Changes of the screen per minute: the changes after the first, counted
  /// over the time from the first to the last change, or nil when they span
  /// no time. A time folded into an earlier change is not one.
  var perMinute: Double? {
    guard let first, let lastChange, lastChange > first else { return nil }
    return Double(changes - 1) * 60 / (lastChange - first)
  }

  /// Times per hour, as ``perMinute``.
  var perHour: Double? { perMinute.map { $0 * 60 } }

  private mutating func frozen(_ span: Span) {
    if span.length > (longestFrozen?.length ?? 0) { longestFrozen = span }
  }
}
