extension ReportSink {
  /// Throws ``RunStop/unprintable(_:)`` for the first date of `item` that
  /// cannot be printed, as writing the row would.
  ///
  /// For a writer that does not print each row (the summary, the picture):
  /// its run must stop at the same row as a list's, so that it describes the
  /// rows the list would show, not one past its last. Rows whose dates surely
  /// print cost one range check.
  mutating func requirePrintable(_ item: ReportRow.Item) throws(RunStop) {
    if dates.surelyPrints(item) { return }
    switch item {
    case .entry(let t):
      try requirePrintable(t)
    case .update(let time, let shown, _), .frame(let time, let shown, _, _, _, _):
      try requirePrintable(time)
      try requirePrintable(shown)
    case .comparison(let time, let swiftui, let documented, _):
      try requirePrintable(time)
      if let swiftui { try requirePrintable(swiftui) }
      if let documented { try requirePrintable(documented) }
    case .widget(let row):
      try requirePrintable(row.date)
      if let retry = row.dates.retry { try requirePrintable(retry) }
    case .liveActivity(let row):
      try requirePrintable(row.date)
    }
  }

  private mutating func requirePrintable(_ t: Double) throws(RunStop) {
    _ = try string(t)
  }
}
