extension ValueReader {
  /// The command's own options' values, by name, defaults applied.
  mutating func readOwnOptions() throws(CommandLineError) -> [NamedOptionValue] {
    var values: [NamedOptionValue] = []
    for option in command.ownOptions {
      let definition = option.definition
      values.append(
        NamedOptionValue(name: definition.spec.name, value: try read(definition, printable: true)))
    }
    return values
  }
}
