/// A mark of a plan's picture (``PlanPicture``): a band or a tick in one lane, over a
/// span of time (a tick's is an instant).
protocol PictureMark {
  /// The lane it is drawn in, from the top.
  var lane: Int { get }
  /// Where it starts and ends, in seconds since 2001.
  var from: Double { get }
  var to: Double { get }
  /// Its colour, which a band of merged marks takes from its first mark.
  var colour: String { get }
}

/// What a plan's picture keeps of one layer of its marks: every mark, in the order they
/// come, up to ``exactLimit``; past that, all of them merged into ``binCount`` bins of
/// each lane over the plan's span, so memory is bounded by the bins however long the
/// plan, as a schedule's picture is (``PictureBins``).
///
/// A plan whose layer holds no more than ``exactLimit`` marks is drawn mark by mark; a
/// longer one as bands, each of the marks in one bin (a lone mark still drawn as it is),
/// labelled with their count.
struct PictureMarks<Mark: PictureMark> {
  /// The most marks kept one by one.
  static var exactLimit: Int { 4096 }
  /// Bins per lane once merged: twice the schedule picture's plot in pixels, so a bin is
  /// at most half a pixel wide over the plan's span.
  static var binCount: Int { 2048 }

  /// The marks of one bin: how many, the span they cover, and the first, drawn as it is
  /// when it is alone.
  struct Bin {
    var count: Int
    var from: Double
    var to: Double
    var first: Mark
  }

  /// The marks, in the order they came, until they are merged.
  private(set) var exact: [Mark] = []
  /// Whether the marks are merged into bins.
  private(set) var isMerged = false
  /// Where the first bin starts, and how long each is.
  private let origin: Double
  private let width: Double
  /// Each lane's bins, once merged.
  private var lanes: [Int: [Bin?]] = [:]

  /// A layer whose bins, if it comes to them, span `start` to `end`.
  init(from start: Double, to end: Double) {
    origin = start
    width = max(end - start, 60) / Double(Self.binCount)
  }

  /// Adds `mark`.
  mutating func add(_ mark: Mark) {
    if !isMerged {
      if exact.count < Self.exactLimit { return exact.append(mark) }
      isMerged = true
      for kept in exact { bin(kept) }
      exact = []
    }
    bin(mark)
  }

  /// Orders the marks kept one by one (before they are drawn).
  mutating func sortExact(by areInOrder: (Mark, Mark) -> Bool) {
    exact.sort(by: areInOrder)
  }

  /// The merged bins, lane by lane from the top, each lane's in time order.
  var bins: [Bin] {
    lanes.keys.sorted().flatMap { lanes[$0]!.compactMap { $0 } }
  }

  private mutating func bin(_ mark: Mark) {
    // Clamped as a Double first: a mark outside the span goes to the first or last bin.
    let place = ((mark.from - origin) / width).rounded(.down)
    let index = place.isFinite ? Int(max(0, min(Double(Self.binCount - 1), place))) : 0
    if lanes[mark.lane] == nil { lanes[mark.lane] = Array(repeating: nil, count: Self.binCount) }
    // Changed where it is: the lane's bins are not copied for each mark.
    Self.merge(mark, into: &lanes[mark.lane]![index])
  }

  private static func merge(_ mark: Mark, into bin: inout Bin?) {
    guard var merged = bin else {
      bin = Bin(count: 1, from: mark.from, to: mark.to, first: mark)
      return
    }
    bin = nil
    merged.count += 1
    merged.from = min(merged.from, mark.from)
    merged.to = max(merged.to, mark.to)
    bin = merged
  }
}
