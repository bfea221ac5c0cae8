extension ValueReader {
  /// The command's own options' values, by name, defaults applied.
  ///
  /// Options that take a kind of value are read first, in the order declared;
  /// then each parse hook turns its option's word into a value, in the order
  /// declared, with those values at hand (``OptionValueContext``).
  mutating func readOwnOptions() throws(CommandLineError) -> [NamedOptionValue] {
    var values: [NamedOptionValue] = []
    for option in command.ownOptions {
      let definition = option.definition
      values.append(
        NamedOptionValue(name: definition.spec.name, value: try read(definition, printable: true)))
    }
    for (index, option) in command.ownOptions.enumerated() {
      // A default is the value itself, not a word to parse.
      guard let parse = option.definition.parse,
        let text = arguments.value(of: option.definition.spec)
      else { continue }
      do {
        values[index].parsed = try parse(text, context(values))
      } catch {
        throw invalid(option.definition.spec, text, error.reason)
      }
    }
    return values
  }

  /// The positionals' values, each made by the command's positional parse hook,
  /// with the options' `values` at hand; empty when the command has no hook.
  func readPositionals(_ values: [NamedOptionValue]) throws(CommandLineError) -> [any Sendable] {
    guard let positional = command.positional, let parse = positional.parse else { return [] }
    let context = context(values)
    var read: [any Sendable] = []
    for text in arguments.positionals {
      do {
        read.append(try parse(text, context))
      } catch {
        throw .invalidValue(text, for: "<\(positional.name)>", in: command.name, error.reason)
      }
    }
    return read
  }

  /// What a parse hook reads its word against, with the values read so far.
  func context(_ values: [NamedOptionValue]) -> OptionValueContext {
    OptionValueContext(now: now, zone: zone, dates: dates, values: values)
  }
}
