extension WidgetRow {
  /// The columns of a widget's plan's table (``PlanTable``).
  static let tableColumns = [
    "date", "from start", "event", "timeline", "entry", "detail", "source",
  ]

  /// The row's cells in a plan's table, with its date's distance from `start` (when the
  /// first timeline is provided) and a text's reading `text`.
  func tableCells(from start: Double, text: String?, sink: inout ReportSink) throws(RunStop)
    -> [String]
  {
    let detail: String
    switch self.detail {
    case .none: detail = "-"
    case .score(let score): detail = "score=\(WidgetRow.number(score))"
    case .trigger(let trigger): detail = WidgetRow.name(of: trigger)
    case .counted(let count, let limit): detail = "counted=\(count)/\(limit)"
    case .free: detail = "free"
    case .retry(let at?): detail = "retry-at=\(try sink.string(at))"
    case .retry(nil): detail = "no-retry"
    case .text(let command): detail = text ?? command.rawValue
    }
    return [
      try sink.string(date), TableWriter.offsetText(date - start), event.rawValue,
      String(timeline), entry.map(String.init) ?? "-", detailField(detail), source.rawValue,
    ]
  }
}
