import TimelineInspector

ScheduleInspector.tlsched(version: "1.0.0").main()
