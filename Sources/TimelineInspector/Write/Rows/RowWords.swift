import TimelineCore

/// The spellings reports use for the values of a row that are not dates.
///
/// Each value's name is given to a closure (`withName`), so that where the
/// closure is inlined every name is a constant: a row copies it as a few
/// stores, where a name picked at run time is a call to `memcpy`.
enum RowWords {
  /// Calls `body` with a cadence's name.
  @inline(__always)
  static func withName<Result>(
    _ cadence: TimelineViewDefaultContext.Cadence, _ body: (StaticString) -> Result
  ) -> Result {
    switch cadence {
    case .live: body("live")
    case .seconds: body("seconds")
    case .minutes: body("minutes")
    }
  }

  /// Calls `body` with a fidelity's name.
  @inline(__always)
  static func withName<Result>(_ fidelity: AlwaysOnFidelity, _ body: (StaticString) -> Result)
    -> Result
  {
    switch fidelity {
    case .unspecified: body("unspecified")
    case .never: body("never")
    case .minutes: body("minutes")
    case .seconds: body("seconds")
    case .milliseconds: body("milliseconds")
    }
  }

  /// Calls `body` with a frame event's name.
  @inline(__always)
  static func withName<Result>(_ event: Report.FrameEvent, _ body: (StaticString) -> Result)
    -> Result
  {
    switch event {
    case .enter: body("enter")
    case .frozen: body("frozen")
    case .frame: body("frame")
    }
  }

  /// A cadence's name.
  static func name(_ cadence: TimelineViewDefaultContext.Cadence) -> StaticString {
    withName(cadence) { $0 }
  }

  /// A fidelity's name.
  static func name(_ fidelity: AlwaysOnFidelity) -> StaticString { withName(fidelity) { $0 } }

  /// A frame event's name.
  static func name(_ event: Report.FrameEvent) -> StaticString { withName(event) { $0 } }
}

extension RowBytes {
  /// Appends a cadence's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf cadence: TimelineViewDefaultContext.Cadence) {
    RowWords.withName(cadence) { put($0) }
  }

  /// Appends a fidelity's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf fidelity: AlwaysOnFidelity) {
    RowWords.withName(fidelity) { put($0) }
  }

  /// Appends a frame event's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf event: Report.FrameEvent) {
    RowWords.withName(event) { put($0) }
  }
}
