#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that chooses the record mode of the expectations in a
  /// test, or in every test of a suite: `.timelineRecordMode(_:)`.
  public struct TimelineRecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the expectations run in.
    public let mode: TimelineRecordMode

    /// A suite's mode reaches every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test with its expectations in ``mode``.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await TimelineRecordMode.$chosen.withValue(mode) { try await function() }
    }
  }

  extension Trait where Self == TimelineRecordModeTrait {
    /// Runs a test's expectations, or a suite's, in `mode`, whatever
    /// `TIMELINE_TESTING_RECORD` says.
    ///
    /// ```swift
    /// @Test(.timelineRecordMode(.missing)) func reminders() {
    ///   expectUpdates(of: ReminderSchedule(), from: start, count: 4, matches: .file("Golden/reminders.ndjson"))
    /// }
    /// ```
    public static func timelineRecordMode(_ mode: TimelineRecordMode) -> Self {
      TimelineRecordModeTrait(mode: mode)
    }
  }
#endif
