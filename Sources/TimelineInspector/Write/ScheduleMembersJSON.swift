/// The `"schedule"` object of a JSON document: the command's kind and its own
/// options' values, each rendered as a `"key": value` member.
///
/// JSON is spelled only in the output layer; the command line hands over the
/// checked values and the options that declared them.
enum ScheduleMembersJSON {
  /// The members for `command` with its checked `values`, dates written in `zone`.
  static func members(
    of command: ScheduleCommand, values: [NamedOptionValue], zone: TimeZoneChoice
  ) -> [String] {
    var writer = DateWriter(zone: zone)
    var members = [member("kind", JSONText.string(OptionSpec.camelCase(command.name)))]
    for option in command.ownOptions {
      let spec = option.definition.spec
      // `--render` adds a member to each row, not to the schedule: JSON output without
      // it stays as it was before the option existed.
      if spec == TextRender.option.definition.spec { continue }
      let json: String
      switch values.first(where: { $0.name == spec.name })?.value ?? .absent {
      case .absent:
        // A file not given is simply not there; any other option without a value is null.
        if spec.kind == .path { continue }
        json = "null"
      case .flag(let given): json = given ? "true" : "false"
      case .date(let t): json = writer.string(t).map(JSONText.string) ?? JSONText.number(t)
      case .seconds(let seconds): json = JSONText.number(seconds)
      case .count(let n): json = n.map { "\($0)" } ?? JSONText.string("all")
      case .choice(let index):
        guard case .choice(let spellings) = spec.kind else { continue }
        json = JSONText.string(spellings[index])
      case .zone(let zone): json = JSONText.string(zone.name)
      case .dateFormat:
        // Only the common --date-format takes one, and it is not a command's own option.
        continue
      case .text(let text): json = JSONText.string(text)
      }
      members.append(member(spec.jsonKey, json))
    }
    return members
  }

  private static func member(_ key: String, _ json: String) -> String {
    "\(JSONText.string(key)): \(json)"
  }
}
