#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TimelineCore
  import TimelineInspector

  /// A SwiftUI schedule seen as TimelineCore's: the same `entries(from:mode:)`,
  /// the mode passed on as SwiftUI's.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct SwiftUIScheduleAdapter<Base: SwiftUI.TimelineSchedule>: TimelineCore.TimelineSchedule {
    let base: Base

    func entries(from startDate: Date, mode: TimelineCore.TimelineScheduleMode) -> Base.Entries {
      base.entries(from: startDate, mode: mode == .lowFrequency ? .lowFrequency : .normal)
    }
  }

  /// Checks that a SwiftUI schedule's dates from `start` are the timeline of
  /// `golden`, as ``expectUpdates(of:from:until:count:mode:timeZone:matches:fileID:filePath:line:column:)``
  /// checks TimelineCore's: point the same test at SwiftUI's own schedules.
  ///
  /// - Important: Written for Apple platforms but not built there: tlsched's CI
  ///   builds and tests on Linux only.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  @discardableResult
  public func expectUpdates<Schedule: SwiftUI.TimelineSchedule>(
    of schedule: Schedule, from start: Date, until end: Date? = nil, count: Int? = nil,
    mode: TimelineCore.TimelineScheduleMode = .normal, timeZone: TimeZone? = nil,
    matches golden: TimelineGolden,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Bool {
    expectUpdates(
      of: SwiftUIScheduleAdapter(base: schedule), from: start, until: end, count: count,
      mode: mode, timeZone: timeZone, matches: golden, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
#endif
