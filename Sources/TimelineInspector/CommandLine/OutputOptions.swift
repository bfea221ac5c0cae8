/// The options that choose what a schedule command's output is for, besides
/// its format: declared apart from the other common options so the output's
/// choices stay in one place.
enum OutputOptions {
  static let header = ScheduleOption<Bool>.flag(
    "header", help: "With --format text: print the columns' names (tsv's header line) first.")

  static let check = ScheduleOption<String?>(
    OptionSpec(
      "check", kind: .path, value: "file",
      help:
        "Compare the output with this golden file instead of printing it: exit 0 if identical, 1 with a diff on stderr."
    )
  ) { $0.text }

  /// Their specs, in the order help lists them (after the common options).
  static let specs: [OptionSpec] = [header._definition.spec, check._definition.spec]

  /// The values given.
  struct Values: Equatable {
    var header = false
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
      header: try value(of: OutputOptions.header), check: try value(of: OutputOptions.check))
    if values.header, common.format != .text {
      throw .requires(OutputOptions.header._definition.spec, "--format text", in: command.name)
    }
    return values
  }
}
