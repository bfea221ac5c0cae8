/// A plan's rows as a run writes them (``WidgetRows``, ``LiveActivityRows``): the plan's
/// events with the updates of the texts inside it interleaved, and what was found on the
/// way, which the run reports after the rows (``PlanRun``).
///
/// A copy goes on from where the original stands, as a value does: a run measures the
/// rows in a copy (``ReportWriter/measuresRows``) before it writes them.
protocol PlanRows: IteratorProtocol<ReportRow> {
  /// The most text updates shown, over the whole plan.
  static var textLimit: Int { get }
  /// Whether the rows find pitfalls as they go, so that the rows not shown (`--count`)
  /// are still made, for what they find.
  static var findsPitfalls: Bool { get }
  /// The pitfalls of the views inside the plan met so far.
  var pitfalls: [PlanPitfall] { get }
  /// Why a text read ``TextRender/placeholder`` (`--render`), each note once.
  var placeholderNotes: [String] { get }
  /// Whether the texts' updates stopped at ``textLimit``.
  var textsTruncated: Bool { get }
}
