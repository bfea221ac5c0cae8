import TimelineInspector

// The face's own options, parsed and checked by the same parser as tlsched's; a parse
// hook reads a value no kind of option takes (any whole rate from 1 to 120).
let from = ScheduleOption.date("from", default: .now, help: "A date on the schedule's grid.")
let frameRate = ScheduleOption.parsed(
  "frame-rate", default: 30.0, shownAs: "30",
  help: "Frames a second while the wrist is up: 1 to 120 (ProMotion's most)."
) { text, _ throws(OptionValueError) in
  guard let rate = Int(text), (1...120).contains(rate) else {
    throw OptionValueError("expected a whole number of frames a second, from 1 to 120")
  }
  return Double(rate)
}
let alwaysOnInterval = ScheduleOption.seconds(
  "always-on-interval", default: 1, help: "The time between updates in Always On.")
let paused = ScheduleOption.flag("paused", help: "The workout is paused: update once a minute.")

let command = ScheduleCommand(
  "metrics-schedule",
  abstract: "Print when the workout face's metrics update, wrist up or down.",
  options: [from, frameRate, alwaysOnInterval, paused],
  examples: [
    "metrics-schedule --now 2025-01-01T00:00:00Z --count 4",
    "metrics-schedule --now 2025-01-01T00:00:00Z --view --mode low-frequency --until +5m",
  ]
) { arguments in
  MetricsSchedule(
    anchor: arguments[from], frameInterval: 1 / arguments[frameRate],
    alwaysOnInterval: arguments[alwaysOnInterval], paused: arguments[paused])
}

ScheduleInspector(command, version: "1.0.0").main()
