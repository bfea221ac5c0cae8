extension Report {
  /// A report of ISO 8601 dates in the format an ``Invocation`` names.
  ///
  /// A bridge while the command table still has its own format type: once it
  /// passes an ``OutputFormat`` and a ``DatePrinter``, this file goes.
  init(out: consuming OutputBuffer, dates: DateWriter, format: Invocation.Format, items: Items) {
    let outputFormat: OutputFormat =
      switch format {
      case .text: .text
      case .json: .json
      case .ndjson: .ndjson
      }
    self.init(out: out, dates: DatePrinter(dates), format: outputFormat, items: items)
  }
}
