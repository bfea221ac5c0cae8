extension GoldenCheck {
  /// The option a run reads its dates from, as given (`--file -` for `explicit -`).
  struct DatesOption {
    /// The option's flag: `--file`.
    var flag: String
    /// Its value's bytes: a path, or `-` for standard input.
    var path: [UInt8]
    /// The command, for the usage line of an error.
    var command: String
  }

  /// Whether the golden file open as `fd` and the dates file named by `dates`
  /// (both `-` for standard input itself) would both read standard input, so
  /// that each would get only part of it.
  ///
  /// They would when both are standard input's file (the same device and
  /// inode, so `/dev/stdin` counts) and either one reads standard input itself
  /// or the file is a pipe or socket, whose bytes its readers share however
  /// each opened it. A regular file or `/dev/null` opened by name twice is
  /// read twice, from its start each time: that is allowed.
  static func sharesStandardInput(golden fd: Int32, goldenIsStandardInput: Bool, dates: [UInt8])
    -> Bool
  {
    guard let input = FileIdentity(descriptor: 0) else { return false }
    let datesIsStandardInput = dates == Array("-".utf8)
    let golden = goldenIsStandardInput ? input : FileIdentity(descriptor: fd)
    let datesFile = datesIsStandardInput ? input : FileIdentity(path: dates)
    guard golden == input, datesFile == input else { return false }
    return goldenIsStandardInput || datesIsStandardInput || input.isStream
  }
}
