/// What the `tlsched-fuzz` program needs of the process (its environment, a
/// message on standard error, its exit), so that it imports no C library of its
/// own: every system call stays in this folder.
package enum FuzzProcess {
  /// The value of the environment variable `name`, if it is set.
  package static func environment(_ name: String) -> String? {
    ProcessEnvironment.value(of: name)
  }

  /// Ends the process with `status`.
  package static func exit(_ status: Int32) -> Never {
    ProcessEnd.exit(status)
  }

  /// Writes `message` to standard error and ends the process with status 64.
  package static func fail(_ message: String) -> Never {
    writeToStandardError(message)
    ProcessEnd.exit(64)
  }
}
