/// What a lane of the picture keeps of its marks: a fixed number of bins over
/// time that double in width whenever a time falls past the last one, so memory
/// is bounded by the bins however many marks come.
///
/// Each bin keeps its count, its first time exactly (a lone mark is drawn where
/// it is), how many marks it has of each colour (a band is drawn in the colour
/// most of its marks have, not its first mark's), and the first mark's text.
///
/// - Complexity: amortised O(1) per mark; O(*n*) for each of the at most
///   log₂(span / first width) doublings of *n* bins.
struct PictureBins {
  /// One bin's marks.
  struct Bin {
    var count: Int
    var first: Double
    var last: Double
    /// The first mark's colour: a lone mark's.
    var style: PictureStyle
    var text: String?
    /// How many marks have each style, in the order of `PictureStyle.allCases`.
    var styleCounts: [Int]

    /// A bin of one mark.
    init(at t: Double, style: PictureStyle, text: String?) {
      count = 1
      first = t
      last = t
      self.style = style
      self.text = text
      styleCounts = PictureStyle.allCases.map { $0 == style ? 1 : 0 }
    }

    /// Adds `other`'s marks, which come after this bin's.
    mutating func absorb(_ other: Bin) {
      count += other.count
      first = min(first, other.first)
      last = max(last, other.last)
      for index in styleCounts.indices { styleCounts[index] += other.styleCounts[index] }
    }

    /// The style most marks have; the first in `allCases` order on a tie.
    var dominantStyle: PictureStyle {
      let most = styleCounts.max() ?? 0
      return PictureStyle.allCases[styleCounts.firstIndex(of: most) ?? 0]
    }

    /// Every style some mark has.
    var styles: [PictureStyle] {
      PictureStyle.allCases.enumerated().filter { styleCounts[$0.offset] > 0 }.map { $0.element }
    }
  }

  /// Where the first bin starts.
  let origin: Double
  /// How long each bin is, in seconds.
  private(set) var width: Double
  /// The bins, nil where no mark fell.
  private(set) var bins: [Bin?]

  /// `count` empty bins of `width` seconds from `origin`.
  init(origin: Double, width: Double, count: Int) {
    self.origin = origin
    self.width = width
    bins = Array(repeating: nil, count: count)
  }

  /// Adds a mark at `t` (not before `origin`).
  mutating func add(_ t: Double, style: PictureStyle, text: String?) {
    while t - origin >= width * Double(bins.count) { doubleWidth() }
    let index = max(0, min(bins.count - 1, Int((t - origin) / width)))
    let mark = Bin(at: t, style: style, text: text)
    if var bin = bins[index] {
      bin.absorb(mark)
      bins[index] = bin
    } else {
      bins[index] = mark
    }
  }

  private mutating func doubleWidth() {
    let half = bins.count / 2
    for i in 0..<half { bins[i] = Self.merge(bins[2 * i], bins[2 * i + 1]) }
    for i in half..<bins.count { bins[i] = nil }
    width *= 2
  }

  private static func merge(_ a: Bin?, _ b: Bin?) -> Bin? {
    guard let a else { return b }
    guard let b else { return a }
    var merged = a
    merged.absorb(b)
    return merged
  }
}

/// What colour a mark has: a view's cadence, or the fidelity of an Always-On frame.
enum PictureStyle: String, CaseIterable, Sendable {
  /// A schedule's date, with no cadence.
  case date
  /// `cadence == .live`.
  case live
  /// `cadence == .seconds`.
  case seconds
  /// `cadence == .minutes`.
  case minutes
  /// An Always-On frame at milliseconds fidelity.
  case fidelityMilliseconds = "frame, milliseconds"
  /// An Always-On frame at seconds fidelity.
  case fidelitySeconds = "frame, seconds"
  /// An Always-On frame at minutes fidelity.
  case fidelityMinutes = "frame, minutes"
  /// An Always-On frame at another fidelity (never, unspecified).
  case fidelityOther = "frame, other"

  /// The fill, chosen to tell the cadences apart in colour and in grey.
  var colour: String {
    switch self {
    case .date: "#333333"
    case .live: "#d62728"
    case .seconds: "#ff7f0e"
    case .minutes: "#1f77b4"
    case .fidelityMilliseconds: "#9467bd"
    case .fidelitySeconds: "#2ca02c"
    case .fidelityMinutes: "#17becf"
    case .fidelityOther: "#7f7f7f"
    }
  }
}
