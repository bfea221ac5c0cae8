import Foundation
import Testing

@testable import TimelineInspector

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Where a time falls on the picture, worked out from the layout the picture
/// documents (a plot 820 px wide from x = 110, over the axis' range), not by
/// calling the picture.
private func column(_ t: Double, from: Double, to: Double) -> Double {
  110 + (t - from) / (to - from) * 820
}

/// The picture as a person sees it: rendered by librsvg's `rsvg-convert` and
/// read back as RGB pixels by the tests' own PNG reader (``PNGImage``).
struct Raster {
  var width: Int
  var height: Int
  private var image: PNGImage

  /// The one outside program these tests need; when it is not on `PATH` they
  /// skip, saying so, unless CI (`.ci/run`) sets CI_REQUIRE_RENDERER, where its
  /// absence fails them.
  static let renderer = "rsvg-convert"
  static let rendererInstalled = isOnPath(renderer)
  static let required = ProcessInfo.processInfo.environment["CI_REQUIRE_RENDERER"] != nil
  static let runs = rendererInstalled || required
  static let whyNot = Comment(
    rawValue: "\(renderer) is not on PATH (set CI_REQUIRE_RENDERER to require it)")

  static func render(_ svg: String) async throws -> Raster {
    try #require(rendererInstalled, "\(renderer) is required (CI_REQUIRE_RENDERER) but not on PATH")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-picture-\(UUID().uuidString).svg")
    try svg.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try await Binary.shell("exec \(renderer) '\(path.path)'")
    try #require(run.exited(0), "rendering failed: \(run.stderr)")
    let image = try PNGImage(run.stdout)
    return Raster(width: image.width, height: image.height, image: image)
  }

  func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) { image.pixel(x, y) }
}

/// Every number in the SVG's coordinate attributes, by attribute name.
private func coordinates(_ svg: String, _ name: String) -> [Double] {
  svg.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
    Double($0.prefix(while: { $0 != "\"" }))
  }
}

@Suite struct PictureTests {
  // 2025-10-26T00:00:00Z (day 298 of 2025, 8766 + 298 days after 2001): Paris goes from +02:00 to +01:00 at 01:00Z.
  static let parisNight = 9_064.0 * 86_400

  /// Six updates ten seconds apart, from 0 to 50, in a picture that ends at 60.
  static func sixUpdates() -> TimelinePicture {
    var picture = TimelinePicture(lanes: ["swiftui"], zone: .utc, title: "six", start: 0, end: 60)
    for t in stride(from: 0.0, through: 50, by: 10) { picture.add(lane: 0, at: t, style: .seconds) }
    return picture
  }

  @Test func theSVGIsWellFormedXMLWithAViewBoxAndNumbersInsideIt() throws {
    var picture = TimelinePicture(
      lanes: ["swiftui", "documented"], zone: try TimeZoneChoice.parse("Europe/Paris").get(),
      title: "a <DST> night & more", start: Self.parisNight, end: Self.parisNight + 4 * 3_600)
    for hour in 0..<4 {
      picture.add(
        lane: 0, at: Self.parisNight + Double(hour) * 3_600, style: .minutes, text: "\(hour)h")
    }
    let svg = picture.svg()
    #if canImport(FoundationXML) || canImport(Darwin)
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    #endif
    #expect(svg.contains("viewBox=\"0 0 960.0 "))
    #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"))
    #expect(svg.contains("a &lt;DST&gt; night &amp; more"))
    // Nothing outside the canvas; each attribute is found (rects and text have x
    // and y, lines x1 … y2), so the check is not of an empty list.
    let height = try #require(coordinates(svg, "height").first)
    let limits: [(name: String, limit: Double)] = [
      ("x", 960), ("x1", 960), ("x2", 960), ("y", height), ("y1", height), ("y2", height),
    ]
    for (name, limit) in limits {
      let values = coordinates(svg, name)
      #expect(!values.isEmpty, "no \(name) attribute found")
      #expect(values.allSatisfy { $0 >= 0 && $0 <= limit }, "\(name) outside 0 … \(limit)")
    }
    // Paris goes back an hour at 01:00Z (03:00 local becomes 02:00): the change is marked.
    #expect(svg.contains("+02:00 → +01:00"))
  }

  @Test func theAxisTicksAtNiceLocalStepsAcrossAnOffsetChange() {
    // Four hours: the smallest step with at most 8 ticks is 30 minutes.
    #expect(PictureAxis.step(for: 4 * 3_600) == 1_800)
    #expect(PictureAxis.step(for: 10) == 2)
    #expect(PictureAxis.step(for: 3 * 86_400) == 43_200)
    // Paris, 00:00Z to 02:00Z by hours: local 02:00 (+02), 02:00 (+01), 03:00 (+01)
    // are 00:00Z, 01:00Z, 02:00Z. Before 01:00Z the offset is +02:00.
    let offset = { (t: Double) in t < Self.parisNight + 3_600 ? 7_200 : 3_600 }
    let ticks = PictureAxis.ticks(
      from: Self.parisNight, to: Self.parisNight + 7_200, step: 3_600, offset: offset)
    #expect(ticks == [0.0, 3_600, 7_200].map { Self.parisNight + $0 })
  }

  @Test func theBytesAreTheSameEachTime() {
    #expect(Self.sixUpdates().svg() == Self.sixUpdates().svg())
  }

  @Test func tenThousandUpdatesBecomeABandWithTheirCount() {
    var picture = TimelinePicture(lanes: ["swiftui"], zone: .utc, title: "dense", start: 0)
    for i in 0..<10_000 { picture.add(lane: 0, at: Double(i) / 100, style: .live) }
    let svg = picture.svg()
    #expect(svg.contains(">10000</text>"))
    // One band, not 10 000 marks.
    #expect(svg.utf8.count < 8_000)
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func theRenderedPictureHasAMarkAtEachUpdateAndNothingBetween() async throws {
    let raster = try await Raster.render(Self.sixUpdates().svg())
    #expect(raster.width == 960)
    // The lane spans y 40 to 84; marks are drawn from 54 down. Sample at y 70.
    for t in stride(from: 0.0, through: 50, by: 10) {
      let x = Int(column(t, from: 0, to: 60).rounded())
      let (r, g, b) = raster.rgb(x, 70)
      // The seconds colour, orange (#ff7f0e): red high, blue low.
      #expect(r > 200 && b < 120, "no mark at t = \(t) (x = \(x)): \(r),\(g),\(b)")
    }
    for t in stride(from: 5.0, through: 55, by: 10) {
      let x = Int(column(t, from: 0, to: 60).rounded())
      let (r, g, b) = raster.rgb(x, 70)
      #expect(r == 247 && g == 247 && b == 247, "a mark at t = \(t) (x = \(x)): \(r),\(g),\(b)")
    }
    // Right of the plot, in the lane's row, is the white canvas.
    #expect(raster.rgb(950, 70) == (255, 255, 255))
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func aDenseRunRendersAsATintedBand() async throws {
    var picture = TimelinePicture(
      lanes: ["swiftui"], zone: .utc, title: "dense", start: 0, end: 200)
    for i in 0..<10_000 { picture.add(lane: 0, at: Double(i) / 100, style: .live) }
    let raster = try await Raster.render(picture.svg())
    // Updates fill 0 … 100 s of 200: a band over the left half of the plot.
    let inside = raster.rgb(Int(column(50, from: 0, to: 200)), 60)
    let outside = raster.rgb(Int(column(150, from: 0, to: 200)), 60)
    #expect(inside.0 > inside.2 + 40, "band not red-tinted: \(inside)")
    #expect(outside == (247, 247, 247))
  }
}

extension PictureTests {
  /// The wrist-down countdown of docs/cli.md (`text-timer-interval` 00:00 … 00:05,
  /// low-frequency) as Always-On frames: the display enters at 00:00; frames at
  /// each minute, then each second of the last minute, shown in minutes then seconds
  /// fidelity; the session ends at 00:10.
  @Test func aWristDownCountdownShowsItsFramesFrozenStretchesAndTheLimit() throws {
    let start = 8766.0 * 86_400
    var picture = TimelinePicture(
      lanes: ["frames"], zone: .utc, title: "wrist-down countdown", start: start, end: start + 300)
    picture.showsFrozenSpans(inLane: 0)
    picture.sessionLimit(at: start + 300)
    for (t, text) in [(0.0, "5:00"), (60, "4:00"), (120, "3:00"), (180, "2:00"), (240, "1:00")] {
      picture.add(lane: 0, at: start + t, style: .fidelityMinutes, text: text)
    }
    for second in 1...59 {
      picture.add(
        lane: 0, at: start + 240 + Double(second), style: .fidelitySeconds, text: "0:\(60 - second)"
      )
    }
    let svg = picture.svg()
    // Five minutes: a one-minute step gives 6 ticks, labelled as hours and minutes.
    for label in ["00:00", "00:01", "00:02", "00:03", "00:04", "00:05"] {
      #expect(svg.contains(">\(label)</text>"))
    }
    // Each minute's frame is alone in its cell (60 s is 164 px); its text is drawn.
    for text in ["5:00", "4:00", "3:00", "2:00", "1:00"] {
      #expect(svg.contains(">\(text)</text>"))
    }
    // 1:00 at 00:04:00 and the 59 frames after it are 2.7 px apart: one band of 60.
    #expect(svg.contains(">60</text>"))
    // Between the minute frames nothing new is shown: frozen for a minute each.
    #expect(svg.components(separatedBy: ">frozen 1m</text>").count - 1 == 4)
    #expect(svg.contains(">wakes (--until)</text>"))
  }
}

/// `--format svg` from the command line.
@Suite struct PictureCommandTests {
  /// The wrist-down countdown with a workout session: frames at 00:00 … 00:04 granted
  /// minutes, then 00:04:01 … 00:04:59 and 00:05:00 is the wake: 00:04 and the 59 frames after
  /// it (seconds) are 2.7 px apart, one band of 60 whose colour is the seconds frames'
  /// (59 of 60), not its first mark's.
  static let countdown = [
    "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
    "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until",
    "2025-01-01T00:05:00Z", "--session", "active", "--format", "svg",
  ]

  @Test func aBandTakesTheColourMostOfItsMarksHave() async throws {
    let run = try await Binary.run(Self.countdown)
    #expect(run.exited(0))
    let svg = run.output
    // 00:04 is 4/5 of the plot: x = 110 + 0.8 × 820 = 766.
    #expect(svg.contains(#"<rect x="766.0" y="54.0""#))
    #expect(svg.contains(##"fill="#2ca02c" fill-opacity="0.5"/>"##))
    #expect(!svg.contains(##"fill="#17becf" fill-opacity"##))
    #expect(svg.contains(">60</text>"))
    #expect(svg.contains(">band: that many marks, in the colour most of them have</text>"))
    // The minute frames 00:00 … 00:03 alone in their cells, in the minutes colour.
    for x in ["110.0", "274.0", "438.0", "602.0"] {
      #expect(
        svg.contains(##"<line x1="\##(x)" y1="54.0" x2="\##(x)" y2="84.0" stroke="#17becf""##))
    }
    #expect(svg.contains(">wakes (--until)</text>"))
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func theCountdownsBandRendersGreen() async throws {
    let run = try await Binary.run(Self.countdown)
    let raster = try await Raster.render(run.output)
    // Inside the band (x 766 … 927, y 54 … 84): #2ca02c at half opacity over #f7f7f7.
    let (r, g, b) = raster.rgb(850, 78)
    #expect(g > r + 30 && g > b + 30, "band pixel \(r),\(g),\(b)")
    // A frozen minute (x 274 … 438) is grey.
    let (fr, fg, fb) = raster.rgb(350, 78)
    #expect(abs(fr - fg) < 8 && abs(fg - fb) < 8)
  }

  @Test func anEndlessRunIsRefused() async throws {
    let run = try await tlsched("periodic", "--by", "1", "--count", "all", "--format", "svg")
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines.first
        == "Error: A picture is written when the run ends, and this one never does; add --count or --until"
    )
  }
}
