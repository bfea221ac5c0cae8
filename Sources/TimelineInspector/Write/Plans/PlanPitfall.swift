import TimelineCore

/// A pitfall of a plan (`widget`'s, `live-activity`'s): a warning of the plan, or of a
/// view inside it, with a stable name, its source and a one-line message
/// (docs/semantics.md, "Widgets" and "Live Activities", "Pitfalls").
///
/// Each product makes its pitfalls from its own warnings (`PlanPitfall+Widget.swift`,
/// `PlanPitfall+LiveActivity.swift`); writers print them one way whatever the product.
struct PlanPitfall: Equatable {
  /// A stable name, for JSON.
  let name: String
  let source: RuleSource
  let message: String

  /// A pitfall named `name`, from a rule of `source`, saying `message`.
  init(name: String, source: RuleSource, message: String) {
    self.name = name
    self.source = source
    self.message = message
  }

  /// The line standard error shows: `Warning: message [source]`.
  var note: String { "Warning: \(message) [\(source.rawValue)]" }
}

extension PlanPitfall {
  /// The pitfall as JSON: `{"pitfall": …, "source": …, "message": …}`.
  var json: String {
    "{\"pitfall\": \(JSONText.string(name)), \"source\": \"\(source.rawValue)\", \"message\": \(JSONText.string(message))}"
  }
}

extension ReportFooter {
  /// The warnings as a JSON list, one object a line at the indent of a
  /// document's members: `[]` when there are none.
  var warningsList: String {
    guard !warnings.isEmpty else { return "[]" }
    return "[\n    " + warnings.map(\.json).joinedText(separator: ",\n    ") + "\n  ]"
  }
}
