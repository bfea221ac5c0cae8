/// How a report lays out its lines: the value of `--format`.
enum OutputFormat: String, CaseIterable, Sendable {
  /// One item per line, fields separated by tabs, no header.
  case text
  /// One JSON document.
  case json
  /// One JSON object per line.
  case ndjson
  /// Comma-separated values with a header line; fields quoted as RFC 4180 says
  /// when they could need it (only dates of a pattern with a comma can).
  case csv
  /// Tab-separated values with a header line; no field can hold a tab.
  case tsv
  /// Aligned columns under a header, for people (``TableWriter``).
  case table
  /// A picture of the run: one SVG document (``PictureWriter``).
  case svg

  /// The writer of this format for rows of `items`; `rendersText` says whether
  /// rows carry rendered text, `quotesDates` whether a date may hold a comma,
  /// `header` whether text starts with the columns' names, `zone` where dates are.
  func writer(
    items: Report.Items, rendersText: Bool, quotesDates: Bool, header: Bool = false,
    zone: TimeZoneChoice = .utc
  ) -> any ReportWriter {
    switch self {
    case .text: TextWriter(header: header ? (items: items, rendersText: rendersText) : nil)
    case .table: TableWriter(items: items, rendersText: rendersText, zone: zone)
    case .svg: PictureWriter(items: items, zone: zone, title: "", until: nil)
    case .json: JSONWriter(items: items)
    case .ndjson: NDJSONWriter()
    case .csv:
      SeparatedValuesWriter(
        isCSV: true, items: items, rendersText: rendersText, quotesDates: quotesDates)
    case .tsv:
      SeparatedValuesWriter(
        isCSV: false, items: items, rendersText: rendersText, quotesDates: false)
    }
  }
}
