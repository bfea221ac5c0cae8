import TimelineInspector

// The face's own options, parsed and checked by the same parser as tlsched's.
let from = ScheduleOption.date("from", default: .now, help: "A date on the schedule's grid.")
let frameRate = ScheduleOption.choice(
  "frame-rate", ["30": 30.0, "60": 60.0, "120": 120.0], default: 30.0,
  help: "Frames a second while the wrist is up.")
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
