import Testing
import Foundation
import TimelineCore
struct AnalogTimerView { var date: Date; var showSeconds: Bool }
@Test func seed() {
  let startDate = Date(timeIntervalSinceReferenceDate: 0)
  let view = TimelineView(.periodic(from: startDate, by: 1)) { context in AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds) }
  let u = Array(view.updates(createdAt: Date(timeIntervalSinceReferenceDate: 0.5)).prefix(3))
  print(u.map { ($0.time.timeIntervalSinceReferenceDate, $0.content) })
  let d = [80.0, 90, 110, 120].map(Date.init(timeIntervalSinceReferenceDate:))
  for m in TimelineUpdateModel.allCases { print(m, Array(TimelineView(.explicit(d)) { $0.date }.updates(createdAt: Date(timeIntervalSinceReferenceDate: 100), model: m)).map { ($0.time.timeIntervalSinceReferenceDate, $0.content.timeIntervalSinceReferenceDate) }) }
  print(Array(EveryMinuteTimelineSchedule(timeZone: TimeZone(identifier: "America/New_York")!).entries(from: Date(timeIntervalSince1970: 1730613410), mode: .normal).prefix(5)))
}
