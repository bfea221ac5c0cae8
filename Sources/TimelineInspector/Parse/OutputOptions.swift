/// The options that choose what a schedule command's output is for, besides
/// its format: declared apart from the other common options so the output's
/// choices stay in one place.
enum OutputOptions {
  static let header = ScheduleOption<Bool>.flag(
    "header", help: "With --format text: print the columns' names (tsv's header line) first.")

  static let summary = ScheduleOption<Bool>.flag(
    "summary",
    help:
      "Print a summary instead of the list: how many, first and last, gaps, rates, the longest frozen span, and warnings of known pitfalls (text, or --format json)."
  )

  static let check = ScheduleOption.path(
    "check", value: "file",
    help:
      "Compare the output with this golden file instead of printing it: exit 0 if identical, 1 with a diff on stderr."
  )

  /// Their specs, in the order help lists them (after the common options).
  static let specs: [OptionSpec] = [
    header.definition.spec, summary.definition.spec, check.definition.spec,
  ]

  /// The values given.
  struct Values: Equatable {
    var header = false
    var summary = false
    /// `--check`'s file.
    var check: String?
  }
}

extension ValueReader {
  /// Reads the output options and checks them against the format.
  mutating func readOutputOptions(_ common: Common) throws(CommandLineError)
    -> OutputOptions.Values
  {
    let values = OutputOptions.Values(
      header: try value(of: OutputOptions.header), summary: try value(of: OutputOptions.summary),
      check: try value(of: OutputOptions.check))
    let summary = OutputOptions.summary.definition.spec
    if values.header, common.format != .text || values.summary {
      throw values.summary
        ? .conflict(OutputOptions.header.definition.spec, summary.flag, in: command.name)
        : .requires(OutputOptions.header.definition.spec, "--format text", in: command.name)
    }
    if values.summary, common.format != .text, common.format != .json {
      throw .requires(summary, "--format text or json", in: command.name)
    }
    // Both are written when the run ends, which a live run is not meant to wait for.
    if common.live, values.summary || common.format == .svg {
      throw .conflict(
        CommonOptions.live.definition.spec, values.summary ? summary.flag : "--format svg",
        in: command.name)
    }
    // Standard input can be read only once: by the dates or by the golden file.
    if values.check == "-", let file = command.positional?.standardInputOption,
      arguments.value(of: file) == "-"
    {
      throw .standardInputTwice(file.flag, in: command.name)
    }
    return values
  }
}
