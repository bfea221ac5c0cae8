/// A shell tlsched writes completion scripts for; each has a file of its own
/// (`CompletionScript+Bash.swift` and so on).
package enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The shells' names, in the order help lists them: `bash zsh fish`.
  static let names = allCases.map(\.rawValue)
}
