import Testing
import TimelineTestSupport

@testable import TimelineCore

/// `roundedDown`, the schedules' floor without a libm call, against the
/// standard library's `rounded(.down)`: the same bits for every value, the
/// sign of zero included, since every entry the fast paths work out goes
/// through it.
@Suite struct RoundedDownTests {
  /// Values at the edges of the truncation: zeros, fractions either side of
  /// zero and of whole numbers, the end of the fractions at 2^52, the end of
  /// Int64, and the values that are their own floor.
  static let edges: [Double] = {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 0.999_999_999, -0.999_999_999,
      Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 59.999, -59.999,
      0x1p52, -0x1p52, 0x1p53, -0x1p53, 0x1p63, -0x1p63, 0x1p64, -0x1p64, 1e300, -1e300,
      Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
      .infinity, -.infinity,
    ]
    for whole in [1.0, 60, 86_400, 757_382_400, 0x1p51, 0x1p52] {
      for value in [whole, -whole] {
        values += [value.nextDown, value, value.nextUp]
      }
    }
    return values
  }()

  @Test(arguments: edges)
  func isTheFloorBitForBit(_ value: Double) {
    #expect(value.roundedDown.bitPattern == value.rounded(.down).bitPattern)
  }

  @Test func isNaNForNaN() {
    #expect(Double.nan.roundedDown.isNaN)
    #expect((-Double.nan).roundedDown.isNaN)
  }

  @Test func isTheFloorOfRandomValuesOfEveryMagnitude() {
    var random = SplitMix64(seed: 52)
    for _ in 0..<100_000 {
      // Any finite bit pattern: every binade, both signs, as often as each other.
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      if value.roundedDown.bitPattern != value.rounded(.down).bitPattern {
        Issue.record("\(value): \(value.roundedDown), expected \(value.rounded(.down))")
        return
      }
    }
    // Seconds since 2001 with fractions, as the schedules see them.
    for _ in 0..<100_000 {
      let value = Double.random(in: -1e12...1e12, using: &random)
      if value.roundedDown.bitPattern != value.rounded(.down).bitPattern {
        Issue.record("\(value): \(value.roundedDown), expected \(value.rounded(.down))")
        return
      }
    }
  }
}
