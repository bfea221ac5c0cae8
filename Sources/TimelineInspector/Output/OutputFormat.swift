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
}
