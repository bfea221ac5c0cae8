import Foundation
import Testing

@testable import TimelineInspector

/// The dates-file reader (docs/cli.md, "Dates file rules"), fed through its
/// chunked byte source so that every way a line can be cut is tried.
@Suite struct DatesFileTests {
  /// Reads `bytes` as a dates file delivered `chunk` bytes at a time, noting how many bytes were taken.
  private static func read(_ bytes: [UInt8], chunk: Int = DatesFile.chunkSize) -> (
    result: Result<[Double], CommandLineError>, taken: Int
  ) {
    var reader = DateReader(zone: .utc, now: { 0 })
    var offset = 0
    let result = Result { () throws(CommandLineError) in
      try DatesFile.parse(
        name: Array("dates.txt".utf8), reader: &reader, zone: .utc, command: "explicit"
      ) {
        maximumCount in
        let count = min(chunk, maximumCount, bytes.count - offset)
        defer { offset += count }
        return .bytes(Array(bytes[offset..<offset + count]))
      }
    }
    return (result, offset)
  }

  private static func message(_ result: Result<[Double], CommandLineError>) -> String? {
    guard case .failure(let error) = result else { return nil }
    return error.message
  }

  /// 2025-01-01T00:00:00Z and one second later, worked out by hand: 24 years of
  /// 365 days plus 6 leap days after 2001-01-01, times 86 400 s.
  static let newYear2025: Double = 757_382_400

  @Test(arguments: [1, 2, 3, 5, 7, 64, DatesFile.chunkSize])
  func linesCutAcrossChunksReadAsTheyWouldWhole(_ chunk: Int) {
    let text: [UInt8] =
      [0xEF, 0xBB, 0xBF]
      + Array("2025-01-01T00:00:00Z\r\n  # note\n\n\t2025-01-01T00:00:01Z  ".utf8)
    let (result, _) = Self.read(text, chunk: chunk)
    #expect((try? result.get()) == [Self.newYear2025, Self.newYear2025 + 1])
  }

  @Test func aByteOrderMarkCountsOnlyAtTheVeryStart() {
    let text =
      Array("2025-01-01T00:00:00Z\n".utf8) + [0xEF, 0xBB, 0xBF]
      + Array("2025-01-01T00:00:01Z\n".utf8)
    let (result, _) = Self.read(text, chunk: 1)
    #expect(Self.message(result)?.hasPrefix("Line 2 of dates.txt: ") == true)
  }

  @Test func aLineOfExactlyTheLimitIsAcceptedAndOneByteMoreIsRejected() {
    let atLimit = Array("# ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 4094)
    let ok = Self.read(atLimit + Array("\n2025-01-01T00:00:00Z\n".utf8), chunk: 1000)
    #expect((try? ok.result.get()) == [Self.newYear2025])
    let over = Self.read(atLimit + [UInt8(ascii: "x")] + Array("\n2025-01-01T00:00:00Z\n".utf8))
    #expect(
      Self.message(over.result)
        == "Line 1 of dates.txt: '# \(String(repeating: "x", count: 58))…' is longer than 4096 bytes, the most a line may hold"
    )
    // The last line, without a line end, is held to the same limit.
    let last = Self.read(Array("2025-01-01T00:00:00Z\n".utf8) + atLimit + [0x78])
    #expect(Self.message(last.result)?.hasPrefix("Line 2 of dates.txt: '# xx") == true)
  }

  @Test func endlessInputWithoutALineEndIsRejectedOnceTheLimitIsPassed() {
    var reader = DateReader(zone: .utc, now: { 0 })
    var taken = 0
    let result = Result { () throws(CommandLineError) in
      try DatesFile.parse(
        name: Array("/dev/zero".utf8), reader: &reader, zone: .utc, command: "explicit"
      ) {
        maximumCount in
        taken += maximumCount
        return .bytes([UInt8](repeating: 0, count: maximumCount))
      }
    }
    #expect(Self.message(result)?.hasPrefix("Line 1 of /dev/zero: '\\x00\\x00") == true)
    #expect(taken <= DatesFile.maximumLineLength + 1 + DatesFile.chunkSize)
  }

  @Test func aFailedReadIsReportedAsUnreadable() {
    var reader = DateReader(zone: .utc, now: { 0 })
    let result = Result { () throws(CommandLineError) in
      try DatesFile.parse(
        name: Array("dates.txt".utf8), reader: &reader, zone: .utc, command: "explicit"
      ) {
        _ in
        .failed(errno: EIO)
      }
    }
    #expect(Self.message(result) == "Cannot read 'dates.txt': Input/output error")
  }

  @Test func anInvalidUTF8NameIsShownByteByByte() {
    var reader = DateReader(zone: .utc, now: { 0 })
    var delivered = false
    let result = Result { () throws(CommandLineError) in
      try DatesFile.parse(
        name: Array("bad".utf8) + [0xFF] + Array("name".utf8), reader: &reader, zone: .utc,
        command: "explicit"
      ) {
        _ in
        // One line that is not a date, then the end of the input.
        defer { delivered = true }
        return .bytes(delivered ? [] : [UInt8(ascii: "?")])
      }
    }
    #expect(
      Self.message(result)
        == "Line 1 of bad\\xFFname: '?' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    )
  }
}
