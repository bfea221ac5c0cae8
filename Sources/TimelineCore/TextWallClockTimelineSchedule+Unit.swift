#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension TextWallClockTimelineSchedule.Unit {
  /// The components smaller than the unit, each set to 0. For a month that is
  /// day 0, and for a year month 0: values no date has, so they never match. The
  /// units outside year…second have none (SwiftUI's `AlignedTimelineSchedule` orders
  /// year to nanosecond only).
  var zeroed: DateComponents {
    switch self {
    case .year: DateComponents(month: 0, day: 0, hour: 0, minute: 0, second: 0, nanosecond: 0)
    case .month: DateComponents(day: 0, hour: 0, minute: 0, second: 0, nanosecond: 0)
    case .day: DateComponents(hour: 0, minute: 0, second: 0, nanosecond: 0)
    case .hour: DateComponents(minute: 0, second: 0, nanosecond: 0)
    case .minute: DateComponents(second: 0, nanosecond: 0)
    case .second: DateComponents(nanosecond: 0)
    case .weekday, .week, .quarter, .era: DateComponents()
    }
  }

  /// The unit's length in seconds where it is fixed between a zone's transitions.
  var period: Double? {
    switch self {
    case .year, .month, .weekday, .week, .quarter, .era: nil
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    }
  }
}
