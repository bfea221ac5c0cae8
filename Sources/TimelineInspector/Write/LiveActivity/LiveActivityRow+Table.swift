extension LiveActivityRow {
  /// The columns of a Live Activity plan's table (``PlanTable``).
  static let tableColumns = ["date", "from start", "event", "activity", "detail", "source"]

  /// The row's cells in a plan's table, with its date's distance from `start` (the plan's
  /// first request), its activity by its name in `names`, and a text's reading `text`.
  func tableCells(from start: Double, names: [String], text: String?, sink: inout ReportSink)
    throws(RunStop) -> [String]
  {
    let name = activity < names.count ? names[activity] : String(activity)
    return [
      try sink.string(date), TableWriter.offsetText(date - start), event.rawValue, name,
      detailField(text: text), source.rawValue,
    ]
  }
}
