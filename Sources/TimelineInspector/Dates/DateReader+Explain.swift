extension DateReader {
  /// The date error messages offer as an example of what is accepted.
  static let example = "2025-01-01T00:00:00Z"

  /// Why a date was rejected, with an example of an accepted one unless the reason already gives it.
  static func explain(_ error: DateReadError) -> String {
    error.suggestsSpelling || error.reason.contains(example)
      ? error.reason : "\(error.reason) (e.g. \(example))"
  }
}
