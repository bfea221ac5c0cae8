/// A pitfall a run reported, as `tlsched` names it: a widget plan's warning
/// (`"pitfall"` in `widget --format json`) or a summary's (`"pitfall"` in
/// `--summary --format json`), with its one-line message.
package struct RecordedPitfall: Sendable, Equatable {
  /// The name the command line's JSON gives it: `single-entry-at-end`.
  package let name: String
  /// What happens, then the fix.
  package let message: String
}
