/// Why a parse hook refused an option's value: the reason the message gives
/// after the option's name.
///
/// Throw it from the closure of ``ScheduleOption/parsed(_:value:help:_:)``; the
/// command stops with status 64 and the one message every bad value gets, which
/// quotes the value, names the option and ends with `reason` (see the article
/// "Inspecting your own schedule" for one in full).
public struct OptionValueError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reason, as the message gives it after the option's name.
  public let reason: String

  /// Creates an error whose message ends with `reason`.
  public init(_ reason: String) { self.reason = reason }

  /// The reason, as the message gives it.
  public var description: String { reason }

  /// The same reason, said of a part of the value (`'soon': expected a date …`).
  func about(_ part: String) -> OptionValueError { OptionValueError("\(part): \(reason)") }
}
