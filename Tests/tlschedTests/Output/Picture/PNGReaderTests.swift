import Foundation
import Testing

/// The picture tests' own PNG reader (``Inflate``, ``PNGImage``) against streams
/// written by zlib and PNGs written by a separate encoder (Python's `zlib` and
/// `struct`, filters computed by hand): the bytes they hold are given by the
/// formulas below, not by this reader.
@Suite struct PNGReaderTests {
  /// The text the compressed streams hold: a long run (copies that overlap
  /// what they write) and numbered lines (copies from further back).
  static let text = Array(
    (String(repeating: "a", count: 300) + (0..<100).map { "line \($0)\n" }.joined()).utf8)

  static func bytes(_ base64: String) -> [UInt8] { Array(Data(base64Encoded: base64)!) }

  @Test func aStoredBlockGivesItsBytes() throws {
    let stream = Self.bytes("eAEBFwDo/1N0b3JlZCwgbm90IGNvbXByZXNzZWQuZnoIkg==")
    #expect(try Inflate.zlib(stream) == Array("Stored, not compressed.".utf8))
  }

  @Test func aFixedCodeBlockGivesTheText() throws {
    let stream = Self.bytes(
      "eAFLTBwFxIKczLxUBQMuMGUIoYwglDGEMoFQphDKDEKZQygLCGUJ1Q4zBmqOIdQgQ6hJhlCjDKFmGUINM4SaZgg1zhBqnhHUPCOYu6DmGUHNM4KaZwQ1zwhqnhHUPCOoeUZQ84yh5hlDzTOGeRRqnjHUPGOoecZQ84yh5hlDzTOGmmcCNc8Eap4J1DwTWMhBzTOBmmcCNc8Eap4J1DwTqHmmUPNMoeaZQs0zhZpnCosKqHmmUPNMoeaZQs0zhZpnBjXPDGqeGdQ8M6h5ZlDzzGBxCzXPDGqeGdQ8M6h55lDzzKHmmUPNM4eaZw41zxxqnjkssUDNM4eaZw41zwJqngXUPAuoeRZQ8yyg5llAzbOAmmcBS31Q8yyg5llCzbOEmmcJNc8Sap4l1DxLqHmWUPMsoeZZwpKzJRcAkIhO6A=="
    )
    // The block type, bits 1-2 of the first byte after the zlib header: fixed.
    #expect(stream[2] >> 1 & 3 == 1)
    #expect(try Inflate.zlib(stream) == Self.text)
  }

  @Test func aDynamicCodeBlockGivesTheText() throws {
    let stream = Self.bytes(
      "eNrt0rltAzAMQNHeU3iE6CAljuMiRYAg+5cBoqfeA0TNr/Sgg6/X/3p3fX/9fD4/Hn9pJ/1knMyTOMmTdbJPyvbLcBqokRqqsRqs0Rqu8Tqv33PxOq/zOq/zOq/zOm/wBm/ci/IGb/AGb/AGb/Amb/Imb96X403e5E3e5E1e8IIXvODF/Qpe8IIXvOAlL3nJS17y8v4tL3nJS97iLd7iLd7iLd66w8JbvMXbvM3bvM3bvM3bvH2nj7d5xSte8YpXvOIVr3h1x7kev5CITug="
    )
    #expect(stream[2] >> 1 & 3 == 2)
    #expect(try Inflate.zlib(stream) == Self.text)
  }

  @Test func aChangedByteIsCaughtByTheChecksum() {
    var stream = Self.bytes("eAEBFwDo/1N0b3JlZCwgbm90IGNvbXByZXNzZWQuZnoIkg==")
    stream[10] ^= 1
    #expect(throws: InflateError.self) { try Inflate.zlib(stream) }
    #expect(throws: InflateError.self) { try Inflate.zlib(Array(stream.prefix(20))) }
  }

  @Test func adler32OfAKnownText() {
    // RFC 1950's sums by hand for "abc": a = 1 + 97 + 98 + 99 = 295,
    // b = 98 + 196 + 295 = 589; 589 × 65536 + 295.
    #expect(Inflate.adler32(Array("abc".utf8)) == 589 << 16 | 295)
  }

  /// The value of channel `channel` at column `x`, row `y` of both test images.
  static func expected(_ x: Int, _ y: Int, _ channel: Int) -> UInt8 {
    let values = [
      (x * 97 + y * 61) % 256, (x * 13 + y * 151 + 7) % 256, (255 - x * 40 - y * 29 + 512) % 256,
      (x * 71 + y * 3 + 200) % 256,
    ]
    return UInt8(values[channel])
  }

  @Test(arguments: [
    // 4 × 5 RGBA, rows filtered None, Sub, Up, Average, Paeth.
    (
      "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAFCAYAAABirU3bAAAAPklEQVR42mNgYP9/IlHkOv8hxfVhynrtcxlt5z06nch7wx2GmWynP2ZGxsxVm9yy/IPuLQViVRBmAcvwIjAAtWMhOsM8lswAAAAASUVORK5CYII=",
      4
    ),
    // 3 × 5 RGB, rows filtered Paeth, Average, Up, Sub, None.
    (
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAAFCAIAAAAPE8H1AAAAL0lEQVR42mNhYP+fyHsDiJhtZyf7B90DIibb6Y8hiHH7mRUQWYYvyd2hBcnbaq0BEVYWKlNClVUAAAAASUVORK5CYII=",
      3
    ),
  ])
  func everyFilterIsUndone(_ png: String, _ width: Int) throws {
    let image = try PNGImage(Self.bytes(png))
    #expect(image.width == width && image.height == 5)
    for y in 0..<5 {
      for x in 0..<width {
        let (r, g, b) = image.pixel(x, y)
        #expect(
          [r, g, b].map(UInt8.init) == (0..<3).map { Self.expected(x, y, $0) }, "pixel \(x), \(y)")
      }
    }
  }

  @Test func thePaethPredictorBreaksTiesLeftThenAbove() {
    // Estimate 10 + 20 - 10 = 20: above is exact.
    #expect(PNGImage.paeth(10, 20, 10) == 20)
    // Estimate 15: left (5) and upper left (25) both 10 away; left wins.
    #expect(PNGImage.paeth(5, 35, 25) == 5)
    // Estimate 30: above (40) and upper left (20) both 10 away, left 20; above wins.
    #expect(PNGImage.paeth(10, 40, 20) == 40)
  }

  @Test func whatIsNotAPNGIsRefused() {
    #expect(throws: PNGError.self) { try PNGImage(Array("P6\n1 1\n255\n".utf8)) }
  }
}
