import Foundation
import Testing

@testable import TimelineInspector

/// The pixel column a time falls in on the picture, from the layout the picture
/// documents (a plot 820 px wide from x = 110, over the axis' range), not from
/// the picture: the column left of the exact x, which a 2 px line centred on x
/// covers whole.
private func plotX(_ t: Double, from: Double, to: Double) -> Int {
  Int((110 + (t - from) / (to - from) * 820).rounded(.down))
}

/// The lane's background, #f7f7f7, where nothing is drawn.
private func isLaneBackground(_ pixel: (Int, Int, Int)) -> Bool {
  pixel == (247, 247, 247)
}

/// A mark in the dates' colour, #333333.
private func isDark(_ pixel: (Int, Int, Int)) -> Bool {
  pixel.0 < 120 && pixel.1 < 120 && pixel.2 < 120
}

/// The pictures say when the screen changes, in order, drawn evenly and
/// labelled so a person can read them: tested by their pixels (rendered by
/// rsvg-convert) as the other picture tests are.
@Suite struct PictureScreenTests {
  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func aRegularEveryMinuteScheduleIsDrawnAsEvenLines() async throws {
    // Two hours of minutes over 820 px: 121 marks 6.83 px apart, each a 2 px line, none
    // closer than the 4 px that gathers marks into a band: all lines, the gaps empty.
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T00:00:00Z", "--until", "2025-01-01T02:00:00Z",
      "--format", "svg")
    #expect(run.exited(0))
    #expect(!run.output.contains("fill-opacity"), "a band among evenly spaced marks")
    let raster = try await Raster.render(run.output)
    for minute in 0..<120 {
      let t = Double(minute) * 60
      let mark = raster.rgb(plotX(t, from: 0, to: 7_200), 70)
      #expect(isDark(mark), "no line at minute \(minute): \(mark)")
      let between = raster.rgb(plotX(t + 30, from: 0, to: 7_200), 70)
      #expect(isLaneBackground(between), "something between minutes \(minute) and after")
    }
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func theAxisKeepsItsTicksAcrossTheParisChangeAndNamesTheRepeatedHour() async throws {
    // Paris on 2025-10-26 from 00:00Z to 02:00Z: two hours, a tick every 15 minutes, nine
    // ticks at 00:00Z, 00:15Z, … 02:00Z, whose local times are 02:00 … 02:45 at +02:00, then
    // 02:00 … 02:45 again at +01:00, then 03:00. The axis is at y = 40 + 52 = 92, its
    // ticks 5 px below.
    let run = try await tlsched(
      "every-minute", "--tz", "Europe/Paris", "--now", "2025-10-26T00:00:00Z", "--until",
      "2025-10-26T02:00:00Z", "--format", "svg")
    #expect(run.exited(0))
    let raster = try await Raster.render(run.output)
    for quarter in 0...8 {
      // The tick is a 1 px line at 110 + quarter × 102.5: on a whole x it covers two
      // pixels half each (grey), on a half x the pixel left of it (black).
      let exact = 110 + Double(quarter) * 102.5
      let x = Int(exact.rounded(.down))
      let tick = raster.rgb(x, 95)
      #expect(tick.0 < 200 && tick.1 < 200, "no tick at quarter \(quarter) (x = \(x)): \(tick)")
      // Half-way between ticks, below the axis, nothing.
      if quarter < 8 {
        let half = plotX(Double(quarter) * 900 + 450, from: 0, to: 7_200)
        #expect(raster.rgb(half, 95) == (255, 255, 255))
      }
    }
    for label in ["02:00", "02:15", "02:30", "02:45"] {
      #expect(run.output.contains(">\(label)+02:00</text>"))
      #expect(run.output.contains(">\(label)+01:00</text>"))
    }
    #expect(run.output.contains(">03:00</text>"))
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func aCountdownPresentedLateIsDrawnAtEachChangeWithItsReading() async throws {
    // The countdown of text-format-countdown.txt, to 3 s: changes at 0, 0.5333…, 1.5333…,
    // 2.5333…; 1.5 + 2⁻²³ comes after 1.5333… and is folded into it. Over 3 s a second is
    // 273 px: the changes are single lines, with no band labelled 2 at 1.5 s.
    let run = try await tlsched(
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T00:00:03Z", "--now", "2025-01-01T00:00:00Z", "--until",
      "2025-01-01T00:00:03Z", "--render", "--format", "svg")
    #expect(run.exited(0))
    let svg = run.output
    #expect(!svg.contains("fill-opacity"))
    // Every reading is a label: the text at each change (value now − end, rounded).
    for reading in ["-0:03", "-0:02", "-0:01", "0:00"] {
      #expect(svg.contains(">\(reading)</text>"), "reading \(reading) hidden")
    }
    #expect(svg.contains(">folded: 1 not after the mark before, shown with it</text>"))
    // Three seconds: the smallest step with at most 8 ticks is 1 s, so every second is labelled.
    for label in ["00:00:00", "00:00:01", "00:00:02", "00:00:03"] {
      #expect(svg.contains(">\(label)</text>"), "no tick label \(label)")
    }
    let raster = try await Raster.render(svg)
    for t in [0.0, 0.533_333_302, 1.533_333_302, 2.533_333_302] {
      #expect(isDark(raster.rgb(plotX(t, from: 0, to: 3), 70)), "no line at \(t)")
    }
    // Where 1.5 s is, 9 px left of the line at 1.5333…, the lane is empty.
    #expect(isLaneBackground(raster.rgb(plotX(1.5, from: 0, to: 3), 70)))
  }

  @Test(.enabled(if: Raster.runs, Raster.whyNot))
  func aLabelAtTheRightEdgeEndsAtItsMarkInsteadOfBeingCut() async throws {
    // A mark at the end of the axis (x = 930) with a 13-character label: started at 932 it
    // would run to 932 + 13 × 5.5 = 1003.5, past the 960 px canvas. It ends at 928 instead.
    var picture = TimelinePicture(lanes: ["dates"], zone: .utc, title: "edge", start: 0, end: 60)
    picture.add(lane: 0, at: 0, style: .date, text: "start")
    picture.add(lane: 0, at: 60, style: .date, text: "in 10 minutes")
    let svg = picture.svg()
    #expect(svg.contains(#"text-anchor="end">in 10 minutes</text>"#))
    let raster = try await Raster.render(svg)
    // The label's glyphs lie left of the mark, in the label row (y 42 … 50).
    var inked = 0
    for x in 860..<928 {
      for y in 42...50 where isDark(raster.rgb(x, y)) { inked += 1 }
    }
    #expect(inked > 20, "no label left of the mark")
  }

  /// Over 82 s the plot has 10 px a second. Five marks 0.25 s (2.5 px) apart from 0 form a
  /// band from x = 110 to 120: exactly the 1 × 6 + 4 px its count `5` needs inside it.
  private static func bandOfFive(text: String? = nil) -> TimelinePicture {
    var picture = TimelinePicture(lanes: ["dates"], zone: .utc, title: "band", start: 0, end: 82)
    for i in 0..<5 {
      picture.add(lane: 0, at: Double(i) * 0.25, style: .date, text: i == 0 ? text : nil)
    }
    return picture
  }

  @Test func aCountThatJustFitsIsWrittenInsideItsBand() {
    // Centred at x = 115, y = 40 + 33.
    #expect(
      Self.bandOfFive().svg().contains(
        #"<text x="115.0" y="73.0" font-size="10.0" text-anchor="middle">5</text>"#))
  }

  @Test func aCountTooWideForItsBandIsWrittenBesideItAtTheLabelsHeight() {
    // Over 164 s the plot has 5 px a second: the five marks make a band 5 px wide, too
    // narrow for its count, which is then written beside it as labels are, 10 px below
    // the lane's top (y = 40 + 10), in the labels' size.
    var picture = TimelinePicture(lanes: ["dates"], zone: .utc, title: "band", start: 0, end: 164)
    for i in 0..<5 { picture.add(lane: 0, at: Double(i) * 0.25, style: .date) }
    let count = picture.svg().split(separator: "\n").first { $0.hasSuffix(">5</text>") }
    #expect(count?.contains(#"y="50.0" font-size="9.0""#) == true, "\(String(describing: count))")
  }

  @Test func aLabelAfterABandsTextIsNotDrawnOverIt() {
    // The band's text, 9 characters (49.5 px), starts at 112 and ends at 161.5: a mark at
    // 3 s (x = 140) would put its label over it, so it is left out; one at 6 s (x = 170)
    // is clear of it.
    var picture = Self.bandOfFive(text: "band-text")
    picture.add(lane: 0, at: 3, style: .date, text: "next")
    picture.add(lane: 0, at: 6, style: .date, text: "later")
    let svg = picture.svg()
    // The band's text is a label, 10 px below the lane's top (y = 40 + 10).
    let bandText = svg.split(separator: "\n").first { $0.hasSuffix(">band-text</text>") }
    #expect(bandText?.contains(#"y="50.0" font-size="9.0""#) == true)
    #expect(!svg.contains(">next</text>"))
    #expect(
      svg.contains(#"<text x="172.0" y="50.0" font-size="9.0" text-anchor="start">later</text>"#))
  }

  @Test func anAxisOfDaysIsLabelledWithTheDates() {
    // Six days from 2001-01-01T00:00:00Z (t = 0): 12-hour steps would give 12 ticks, more
    // than 8, so the step is a day and each tick is labelled with its date.
    var picture = TimelinePicture(
      lanes: ["dates"], zone: .utc, title: "days", start: 0, end: 6 * 86_400)
    picture.add(lane: 0, at: 0, style: .date)
    let svg = picture.svg()
    for day in 1...7 { #expect(svg.contains(">2001-01-0\(day)</text>"), "no label for day \(day)") }
  }

  @Test func theTitleSaysLowFrequencyWhenTheModeIs() async throws {
    let run = try await tlsched(
      "periodic", "--by", "10", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "3", "--mode", "low-frequency", "--format", "svg")
    #expect(run.exited(0))
    #expect(run.output.contains("low-frequency"))
    let normal = try await tlsched(
      "periodic", "--by", "10", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "3", "--format", "svg")
    #expect(!normal.output.contains("low-frequency"))
    // Both models wrist down are frames too.
    let both = try await tlsched(
      "periodic", "--by", "10", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--until", "2025-01-01T00:05:00Z", "--mode", "low-frequency",
      "--view", "--model", "both", "--format", "svg")
    #expect(both.exited(0))
    #expect(both.output.contains("--mode low-frequency: the view&apos;s frames (Always On)"))
  }
}
