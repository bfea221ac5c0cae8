#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the plan commands' readers (``WidgetArguments``, ``LiveActivityArguments``) share:
/// how a `--file` is named and how a text's words are read.
extension ScheduleArguments {
  /// What messages call the file `option` names, given as `path`: `standard input` for
  /// `-`, else the path's bytes as given.
  func fileName(_ path: String, of option: ScheduleOption<String?>) -> [UInt8] {
    path == "-" ? Array("standard input".utf8) : bytes(of: option) ?? Array(path.utf8)
  }

  /// The text `words` say (the words of a tlsched text command), read by that command's
  /// own parser as of `date` (when its entry is provided, or its content shown), in the
  /// run's zone and mode, with `--render`.
  func text(_ words: String, at date: Date) -> Result<WidgetEntryText, OptionValueError> {
    WidgetEntryText.read(
      words, providedAt: date, zone: zone, mode: mode, currentTime: currentTime,
      render: self[TextRender.option])
  }
}

extension LeftOutOptions {
  /// The view options, which a plan's command does not take: `subject`'s views (`a
  /// widget's`) are archived, and its plan printed at once.
  static func archivedViews(of subject: String) -> LeftOutOptions {
    LeftOutOptions(
      options: CommonOptions.viewSpecs,
      reason: "\(subject) views are archived, and its plan is printed at once")
  }
}
