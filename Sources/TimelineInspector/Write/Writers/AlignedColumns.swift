/// Lines of fields laid out as a table for people: under a title, each column padded to
/// its widest cell and two spaces, the last column not padded.
///
/// A column is as wide as its longest cell, so the lines are kept until the table ends;
/// a plan's table (``WidgetTable``, ``LiveActivityTable``) lays out its rows with it.
struct AlignedColumns {
  private let title: String
  private var lines: [[String]]

  /// A table under `title`, whose first line names the columns.
  init(title: String, columns: [String]) {
    self.title = title
    lines = [columns]
  }

  /// Adds a line of `fields`, one a column; a tab or line break in a field is a space,
  /// so a line stays one line.
  mutating func add(_ fields: [String]) {
    lines.append(fields.map { String($0.map { $0 == "\t" || $0 == "\n" ? " " : $0 }) })
  }

  /// The table: the title, then every line, each column padded to its widest cell.
  var text: String {
    var widths = [Int](repeating: 0, count: lines[0].count)
    for line in lines {
      for (index, field) in line.enumerated() { widths[index] = max(widths[index], field.count) }
    }
    var text = title + "\n"
    for line in lines {
      var padded = ""
      for (index, field) in line.enumerated() {
        padded +=
          index == line.count - 1
          ? field : field + String(repeating: " ", count: widths[index] - field.count + 2)
      }
      text += padded + "\n"
    }
    return text
  }
}
