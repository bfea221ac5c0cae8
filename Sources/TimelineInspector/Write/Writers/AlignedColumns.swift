/// Lines of fields laid out as a table for people: under a title, each column padded to
/// its widest cell and two spaces, the last column not padded.
///
/// A column is as wide as its longest cell, so every line is measured
/// (``measure(_:)``) before the first is written (``head``, ``line(_:)``): a plan's
/// table (``PlanTable``) is measured in a pass over its rows before it is written, and
/// only the widths are kept, not the lines.
struct AlignedColumns {
  /// The line above the header.
  private let title: String
  /// The columns' names: the header line.
  private let columns: [String]
  /// Each column's widest cell so far, in characters.
  private var widths: [Int]

  /// A table under `title`, whose first line names the columns.
  init(title: String, columns: [String]) {
    self.title = title
    self.columns = columns
    widths = columns.map(\.count)
  }

  /// Widens the columns to hold a line of `fields`, one a column.
  mutating func measure(_ fields: [String]) {
    for (index, field) in fields.enumerated() where index < widths.count {
      widths[index] = max(widths[index], Self.oneLine(field).count)
    }
  }

  /// The title, then the header line.
  var head: String { title + "\n" + line(columns) }

  /// The line of `fields`, each but the last padded to its column's width (as measured:
  /// a field wider than that is followed by the two spaces only).
  func line(_ fields: [String]) -> String {
    var padded = ""
    for (index, field) in fields.enumerated() {
      let field = Self.oneLine(field)
      guard index < fields.count - 1 else {
        padded += field
        break
      }
      let width = index < widths.count ? widths[index] : 0
      padded += field + String(repeating: " ", count: max(0, width - field.count) + 2)
    }
    return padded + "\n"
  }

  /// `field` with a tab or line break as a space, so a line stays one line.
  private static func oneLine(_ field: String) -> String {
    String(field.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
