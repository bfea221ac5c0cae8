#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's real-time clock, and sleeping until an instant on it.
///
/// Times are seconds since 2001 (`Date`'s reference date) as `Double`.
enum RealTime {
  /// Seconds from the Unix epoch to the reference date of `Date` (2001).
  static let unixToReference = Double(ReferenceSeconds.unixTimeOfReferenceDate)

  /// The current time (`CLOCK_REALTIME`).
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) - unixToReference + Double(spec.tv_nsec) / 1e9
  }

  /// Sleeps until `deadline` on the real-time clock; returns early (false) if a
  /// signal interrupts the sleep.
  ///
  /// On Linux this is `clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME)`: the
  /// deadline is absolute, so a late wake-up or a change of the clock is never
  /// added to it. Darwin has no absolute sleep; there `nanosleep(2)` sleeps for
  /// the time left, recomputed from the clock after every wake-up, which lands on
  /// the deadline unless the clock is set while asleep.
  static func sleep(until deadline: Double) -> Bool {
    #if os(Linux)
      var spec = timespec(unix: deadline + unixToReference)
      // Any other failure (EINVAL) counts as due: never spin on a sleep that cannot be taken.
      return clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &spec, nil) != EINTR
    #else
      while true {
        let left = deadline - now()
        if left <= 0 { return true }
        var spec = timespec(unix: left)
        if nanosleep(&spec, nil) != 0 && errno == EINTR { return false }
      }
    #endif
  }

  /// Waits at most `seconds` for `fd` to report an error or a hang-up (its reader
  /// is gone) or for `wakeUp` to become readable; true only for the former.
  ///
  /// `poll(2)` with a millisecond timeout, the same on Linux and Darwin.
  static func hangUp(of fd: Int32, orReadable wakeUp: Int32, within seconds: Double) -> Bool {
    var watched = [
      pollfd(fd: fd, events: 0, revents: 0),
      pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = Int32(min(seconds * 1000, Double(Int32.max)).rounded(.down))
    guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return false }
    return watched[0].revents & Int16(POLLERR | POLLHUP) != 0
  }
}

extension timespec {
  /// A `timespec` of `seconds` (non-negative), split into whole seconds and nanoseconds.
  fileprivate init(unix seconds: Double) {
    let whole = seconds.rounded(.down)
    self.init(tv_sec: Int(whole), tv_nsec: min(999_999_999, Int((seconds - whole) * 1e9)))
  }
}
