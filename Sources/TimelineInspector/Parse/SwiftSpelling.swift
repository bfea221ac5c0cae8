/// The tlsched command line for a schedule or self-updating `Text` written as
/// in Swift, for the hint when one is typed where a command or a style goes:
///
///     .periodic(from:by:)                  → tlsched periodic --from <date> --by <seconds>
///     .animation(minimumInterval: 0.5)     → tlsched animation --minimum-interval 0.5
///     Text(date, style: .timer)            → tlsched text-timer --to <date>
///     Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))
///       → tlsched text-format --style '.time(pattern: .minuteSecond)' --source duration-offset --anchor <date>
///
/// Schedules are matched to the tool's commands by name (`everyMinute`,
/// `EveryMinuteTimelineSchedule` → `every-minute`) and their argument labels
/// to the command's options (`minimumInterval:` → `--minimum-interval`), so the
/// hint names only options the command has. A number or `.now` given in Swift
/// is kept; any other value becomes the option's placeholder.
enum SwiftSpelling {
  /// The command line, or nil when `call` names none of `tool`'s commands.
  static func commandLine(for call: SwiftCall, in tool: ScheduleInspector) -> String? {
    if call.name == "Text" { return textCommandLine(call, in: tool) }
    var name = call.name
    if name.hasSuffix(scheduleSuffix), name != scheduleSuffix {
      name.removeLast(scheduleSuffix.count)
    }
    guard let command = tool.command(named: SwiftCall.kebabCase(name)) else { return nil }
    var words = [tool.name, command.name]
    var given: [OptionSpec] = []
    for argument in call.arguments ?? [] {
      guard let label = argument.label else {
        if let positional = command.positional { words.append("<\(positional.name)> ...") }
        continue
      }
      guard let option = command.options.first(where: { $0.name == SwiftCall.kebabCase(label) })
      else { continue }
      given.append(option)
      if option.isFlag {
        if argument.value != "false" { words.append(option.flag) }
      } else {
        words += [option.flag, value(argument.value, for: option)]
      }
    }
    // `.periodic` alone still needs `--by`.
    for option in command.options where option.isRequired && !given.contains(option) {
      words += [option.flag, "<\(option.valueName ?? option.name)>"]
    }
    return words.joinedText(separator: " ")
  }

  /// Why no command does what `call` does, when it is a `Text` tlsched
  /// chooses not to show (`Text(date, style: .relative)`); nil for anything else.
  static func unsupportedReason(for call: SwiftCall) -> String? {
    guard call.name == "Text", let style = call.value(of: "style") else { return nil }
    switch style {
    case ".relative", ".offset":
      return
        "tlsched does not show Text's \(style) style: its update interval is chosen by a private Foundation class and is not known (docs/cli.md)"
    // Apple's "Displaying dynamic dates in widgets" lists them as the fixed styles.
    case ".time", ".date":
      return
        "tlsched does not show Text's \(style) style: its date does not change, so it has no updates to print (docs/cli.md); for a clock that updates, text-format --source current-date"
    default: return nil
    }
  }

  /// `TimelineSchedule`, the suffix of the schedule types' names (`PeriodicTimelineSchedule`).
  private static let scheduleSuffix = "TimelineSchedule"

  /// The value as tlsched reads it: a number, `now`, or the option's placeholder.
  private static func value(_ swift: String, for option: OptionSpec) -> String {
    let placeholder = "<\(option.valueName ?? option.name)>"
    switch option.kind {
    case .seconds:
      if case .success(let seconds) = DurationText.parse(swift), seconds > 0 { return swift }
      return placeholder
    case .date:
      return [".now", "Date.now", "Date()"].contains(swift) ? "now" : placeholder
    default:
      return placeholder
    }
  }

  /// `Text(date, style: .timer)`, `Text(timerInterval:countsDown:)` and
  /// `Text(source, format: style)`.
  private static func textCommandLine(_ call: SwiftCall, in tool: ScheduleInspector) -> String? {
    let words: [String]
    if call.value(of: "timerInterval") != nil {
      words =
        [CommandHeading.textTimerInterval.name, "--from <date> --to <date>"]
        + (call.value(of: "countsDown") == "false" ? ["--count-up"] : [])
    } else if let style = call.value(of: "style") {
      switch style {
      case ".timer": words = [CommandHeading.textTimer.name, "--to <date>"]
      default: return nil
      }
    } else if let format = call.value(of: "format") {
      words = [CommandHeading.textFormat.name] + textFormatOptions(format: format, call: call)
    } else {
      return nil
    }
    guard tool.command(named: words[0]) != nil else { return nil }
    return ([tool.name] + words).joinedText(separator: " ")
  }

  /// Why `style` cannot be `--style`'s value when it is a whole `Text(…)`,
  /// with the options that say the same; nil for any other text.
  ///
  ///     wholeTextReason("Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))")
  ///     // "this is the whole Text: the format goes to --style, the source to --source
  ///     //  and its date to --anchor: --style '.time(pattern: .minuteSecond)' --source
  ///     //  duration-offset --anchor <date>"  (one line)
  static func wholeTextReason(_ style: String) -> String? {
    // `.durationOffset(to: end)`: the source, given where the style goes.
    if let options = sourceOptions(style) {
      return
        "this is the source, not a style: write \(options.joinedText(separator: " ")), and the format alone in --style"
    }
    guard let call = SwiftCall(style), call.name == "Text" else { return nil }
    if let format = call.value(of: "format") {
      let options = textFormatOptions(format: format, call: call).joinedText(separator: " ")
      return
        "this is the whole Text: the format goes to --style, the source to --source and its date to --anchor: \(options)"
    }
    guard let line = textCommandLine(call, in: .tlsched(version: nil)) else {
      return unsupportedReason(for: call).map { "this is a Text with no format: style: \($0)" }
    }
    return "this is a Text with no format: style; write '\(line)'"
  }

  /// `--style '<format>'`, and `--source` and `--anchor` for the source of
  /// `Text(source, format:)` when it is a `TimeDataSource` tlsched names.
  static func textFormatOptions(format: String, call: SwiftCall) -> [String] {
    ["--style", "'\(format)'"] + (call.firstUnlabelled.flatMap(sourceOptions) ?? [])
  }

  /// `--source duration-offset --anchor <date>` for a `TimeDataSource` as Swift
  /// writes it (`.durationOffset(to: end)`, `.currentDate`), read as `--source`
  /// reads its slips; nil for other text.
  private static func sourceOptions(_ text: String) -> [String]? {
    guard let source = ScheduleCommand.textFormat.options.first(where: { $0.name == "source" }),
      case .choice(let spellings) = source.kind,
      let slip = ChoiceHint.suggestion(for: text, spellings: spellings, slips: source.valueSlips)
    else { return nil }
    // `.durationOffset(to: end)`: the date in parentheses is the anchor.
    let takesDate = SwiftCall(text)?.arguments?.isEmpty == false
    return [source.flag, slip.meant] + (takesDate ? ["--anchor <date>"] : [])
  }
}
