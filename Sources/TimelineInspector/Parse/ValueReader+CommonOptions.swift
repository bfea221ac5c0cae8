import TimelineCore

extension ValueReader {
  /// The options every command has, checked against each other.
  struct Common {
    var now: Double
    var count: Int??
    var until: Double?
    var mode: TimelineScheduleMode
    var format: OutputFormat
    var dateFormat: DateFormat
    var view: RunRequest.View?
    var live: Bool
  }

  mutating func readCommonOptions() throws(CommandLineError) -> Common {
    // The zone first: every date after it is read in it.
    zone = try value(of: CommonOptions.tz)
    dates = DateReader(zone: zone, now: { [currentTime] in currentTime })
    writer = DateWriter(zone: zone)
    now = try value(of: CommonOptions.now)
    // Every later date may be relative to --now: `+90s`.
    dates.relativeBase = now
    let until = try value(of: CommonOptions.until)
    // A widget's plan starts at --provided-at, not --now: its plan refuses an --until
    // before that (docs/cli.md, "widget").
    if let until, until < now, command.name != CommandHeading.widget.name {
      throw invalid(
        CommonOptions.until, arguments.value(of: CommonOptions.until.definition.spec) ?? "",
        "it is before --now (\(writer.string(now) ?? "\(now)"))")
    }
    let viewOptions = [
      CommonOptions.model.definition.spec, CommonOptions.cadence.definition.spec,
      CommonOptions.session.definition.spec,
    ]
    let view = try value(of: CommonOptions.view)
    if !view, let given = viewOptions.first(where: { arguments.isGiven($0) }) {
      throw .requires(given, CommonOptions.view.definition.spec.flag, in: command.name)
    }
    let mode = try value(of: CommonOptions.mode)
    let session = CommonOptions.session.definition.spec
    if mode == .normal, arguments.isGiven(session) {
      throw .requires(session, "--mode low-frequency", in: command.name)
    }
    return Common(
      now: now, count: try value(of: CommonOptions.count), until: until, mode: mode,
      format: try value(of: CommonOptions.format),
      dateFormat: try value(of: CommonOptions.dateFormat),
      view: view
        ? RunRequest.View(
          model: try value(of: CommonOptions.model),
          cadence: try value(of: CommonOptions.cadence),
          session: try value(of: CommonOptions.session))
        : nil,
      live: try value(of: CommonOptions.live))
  }
}
