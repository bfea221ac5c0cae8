/// Writes the elements of an SVG picture: numbers with one fixed decimal, text
/// escaped for XML, everything inside a `viewBox` of the picture's size.
struct SVGDocument {
  private var body: String
  private let width: Double
  private let height: Double

  /// An empty picture `width` × `height` user units, on a white background.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
    let w = Self.number(width)
    let h = Self.number(height)
    body =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
      + "<rect x=\"0.0\" y=\"0.0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
  }

  /// A filled rectangle, clamped to the picture.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double? = nil
  ) {
    let left = clampX(x)
    let right = clampX(x + width)
    let opacityText = opacity.map { " fill-opacity=\"\(Self.number($0))\"" } ?? ""
    body +=
      "<rect x=\"\(Self.number(left))\" y=\"\(Self.number(clampY(y)))\" width=\"\(Self.number(right - left))\" height=\"\(Self.number(height))\" fill=\"\(fill)\"\(opacityText)/>\n"
  }

  /// A straight line, clamped to the picture.
  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, dashed: Bool, width: Double = 1
  ) {
    let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
    body +=
      "<line x1=\"\(Self.number(clampX(x1)))\" y1=\"\(Self.number(clampY(y1)))\" x2=\"\(Self.number(clampX(x2)))\" y2=\"\(Self.number(clampY(y2)))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"\(dash)/>\n"
  }

  /// A red-cross shape: two lines of `width` from 5 units left of `x` to 5 right of it,
  /// between `y1` and `y2`, each way (a refusal's mark in a plan's picture).
  mutating func cross(x: Double, y1: Double, y2: Double, stroke: String, width: Double = 2) {
    line(x1: x - 5, y1: y1, x2: x + 5, y2: y2, stroke: stroke, dashed: false, width: width)
    line(x1: x - 5, y1: y2, x2: x + 5, y2: y1, stroke: stroke, dashed: false, width: width)
  }

  /// A line of text; `anchor` is SVG's `text-anchor`.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, anchor: String, bold: Bool = false
  ) {
    let weight = bold ? " font-weight=\"bold\"" : ""
    body +=
      "<text x=\"\(Self.number(clampX(x)))\" y=\"\(Self.number(clampY(y)))\" font-size=\"\(Self.number(size))\" text-anchor=\"\(anchor)\"\(weight)>\(Self.escaped(text))</text>\n"
  }

  /// The document, closed.
  func finish() -> String { body + "</svg>\n" }

  /// `value` with exactly one decimal, whatever the locale; a value that is
  /// not finite is written as 0.0, so no `nan` or `inf` reaches the picture.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "0.0" }
    let tenths = Int64((value * 10).rounded())
    let magnitude = tenths.magnitude
    return "\(tenths < 0 ? "-" : "")\(magnitude / 10).\(magnitude % 10)"
  }

  /// `text` with XML's five special characters escaped, and control
  /// characters (which XML 1.0 forbids) replaced by a space.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case _ where scalar.value < 0x20: result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private func clampX(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), width) : 0 }
  private func clampY(_ y: Double) -> Double { y.isFinite ? min(max(y, 0), height) : 0 }
}
