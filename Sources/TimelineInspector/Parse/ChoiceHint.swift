/// Which of a choice option's spellings a value that is none of them was
/// probably meant as, for the message that refuses it.
///
/// Tried in order: the same word in another case (`JSON`); a slip the
/// option lists (`workout` → `active`); the value written as Swift writes it
/// (`.lowFrequency` → `low-frequency`, `.minute` → `minute`,
/// `.durationOffset(to: end)` → `duration-offset`); the plural of a spelling or
/// its singular (`minutes` → `minute`).
enum ChoiceHint {
  /// `did you mean 'X'?`, with a slip's note, or nil when no spelling is near.
  ///
  ///     ChoiceHint.hint(for: "minutes", spellings: ["second", "minute"], slips: [])
  ///     // "did you mean 'minute'?"
  static func hint(for text: String, spellings: [String], slips: [Slip]) -> String? {
    suggestion(for: text, spellings: spellings, slips: slips).map {
      "did you mean \($0.suggestion)?"
    }
  }

  /// The spelling `text` was probably meant as, as a slip (with its note), or nil.
  static func suggestion(for text: String, spellings: [String], slips: [Slip]) -> Slip? {
    let lowered = text.lowercased()
    if let same = spellings.first(where: { $0.lowercased() == lowered }) {
      return Slip(text, meant: same)
    }
    if let slip = slips.first(where: { $0.typed == text }) { return slip }
    if let call = SwiftCall(text) {
      let selector =
        call.name
        + (call.arguments.map { _ in "(\(call.labels.map { $0 + ":" }.joinedText()))" } ?? "")
      if let slip = slips.first(where: { $0.typed == selector || $0.typed == call.name }) {
        return slip
      }
      for candidate in [SwiftCall.kebabCase(call.name), call.name]
      where spellings.contains(candidate) {
        return Slip(text, meant: candidate)
      }
    }
    if text.hasSuffix("s"), let singular = spellings.first(where: { $0 == text.dropLast() }) {
      return Slip(text, meant: singular)
    }
    if let plural = spellings.first(where: { $0 == text + "s" }) {
      return Slip(text, meant: plural)
    }
    return nil
  }
}
