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

extension OptionSpec {
  /// Values users write for this option that are none of its spellings, and
  /// the spelling each means (`--session workout` → `active`).
  ///
  /// Looked up by the option's name when a message is made: lists kept with
  /// each option were built at every start-up, for a message most runs never
  /// print.
  var valueSlips: [Slip] {
    // Only where the meant spelling is one of the option's own, so that an
    // option of the same name in another tool gets no hint of tlsched's.
    knownValueSlips.filter { kind.completionWords?.contains($0.meant) == true }
  }

  /// ``valueSlips`` by the name alone.
  private var knownValueSlips: [Slip] {
    switch name {
    case "session":
      [
        Slip("workout", meant: "active", note: "an app holding a workout or audio session"),
        Slip("audio", meant: "active", note: "an app holding a workout or audio session"),
      ]
    case "source":
      // `text-format --source`: SwiftUI's TimeDataSource members take the date --anchor gives.
      [
        Slip("durationOffset(to:)", meant: "duration-offset", note: "its date goes to --anchor"),
        Slip(
          "dateRange(startingAt:)", meant: "date-range-starting-at",
          note: "its date goes to --anchor"),
        Slip(
          "dateRange(endingAt:)", meant: "date-range-ending-at", note: "its date goes to --anchor"),
      ]
    default: []
    }
  }

  /// Names users give this option that are not its name, as Swift spells the
  /// argument it stands for (`--countsDown` → `--count-up`), looked up as
  /// ``valueSlips`` are.
  var nameSlips: [Slip] {
    switch name {
    case "count-up":
      [
        Slip(
          "countsDown", meant: "--count-up",
          note: "countsDown: false; without it the timer counts down")
      ]
    default: []
    }
  }
}
