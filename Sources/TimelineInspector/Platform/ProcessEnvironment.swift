#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables that would change what tlsched prints behind its back.
enum ProcessEnvironment {
  /// Variables removed at start-up, before Foundation first asks ICU for a zone.
  ///
  /// `ICU_TIMEZONE_FILES_DIR` makes ICU look for its zone data in a directory
  /// instead of the data Foundation carries; set to any directory without that
  /// data, every named zone was unknown and `--tz local` silently UTC. Zones come
  /// from Foundation's own data whatever the environment says.
  static let ignored = ["ICU_TIMEZONE_FILES_DIR"]

  /// The value of the environment variable `name`, or nil when it is unset.
  static func value(of name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Removes the ``ignored`` variables from this process's environment.
  static func removeIgnored() {
    for name in ignored { unsetenv(name) }
  }
}
