/// The kind of value an option takes.
///
/// The kind decides how the value is read and checked, what help calls it,
/// and what shell completion offers for it, so a new option needs no special
/// case anywhere else.
package enum ValueKind: Sendable, Equatable {
  /// No value: the option is given or not.
  case flag
  /// A date: ISO 8601, `@` Unix seconds, `now`, or relative (`now+90s`, `+1h`).
  case date
  /// A positive, finite duration: `90`, `1m30s`, `250ms`, `PT1M30S`.
  case seconds
  /// A whole number of lines, or `all`.
  case count
  /// One of a fixed set of spellings.
  case choice([String])
  /// A time zone: `UTC`, an IANA name, an offset, or `local`.
  case zone
  /// A file, or `-` for standard input.
  case path
  /// How dates are printed: `iso8601`, `unix` or `+FORMAT`.
  case dateFormat
  /// Free text, read by the option's parse hook (a format style, a reload policy).
  case text

  /// The words shell completion offers for the value, when there is a fixed set.
  var completionWords: [String]? {
    switch self {
    case .choice(let spellings): spellings
    case .dateFormat: DateFormat.names
    case .date: ["now"]
    default: nil
    }
  }
}
