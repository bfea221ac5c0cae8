/// A spelling users bring from Swift or from habit, for an option or one of
/// its values, and what tlsched spells it: messages answer it with a hint.
///
///     Slip("workout", meant: "active", note: "a workout or audio session")
///     Slip("durationOffset(to:)", meant: "duration-offset", note: "its date goes to --anchor")
///     Slip("countsDown", meant: "--count-up", note: "countsDown: false")
package struct Slip: Sendable, Equatable {
  /// What users write: a value, a Swift member with its labels as
  /// documentation writes them (`durationOffset(to:)`), or an option's name
  /// without its dashes (`countsDown`).
  package let typed: String
  /// What tlsched spells it: a value of the option, or an option (`--count-up`).
  package let meant: String
  /// Said in parentheses after the suggestion, or nil.
  package let note: String?

  package init(_ typed: String, meant: String, note: String? = nil) {
    self.typed = typed
    self.meant = meant
    self.note = note
  }

  /// `'meant'`, with the note in parentheses when there is one.
  var suggestion: String { "'\(meant)'" + (note.map { " (\($0))" } ?? "") }
}

extension ScheduleOption {
  /// The option, with the slips of its values (`values`) and of its name
  /// (`names`) that its messages answer.
  package func answering(values: [Slip] = [], names: [Slip] = []) -> Self {
    var spec = _definition.spec
    spec.valueSlips = values
    spec.nameSlips = names
    return Self(spec, default: _definition.fallback, convert: convert)
  }
}
