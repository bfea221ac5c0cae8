import Testing
import TimelineTestSupport

/// A parameterized test's argument is named in the test log each time the test
/// is reported: a long one is cut to its start and its length.
@Suite struct TestDescriptionTests {
  @Test func aMegabyteArgumentIsNamedByItsStartAndLength() {
    let row = TestRow(String(repeating: "x", count: 1 << 20), ())
    // Quoted: `"` and 99 x of the first 100 characters; 2^20 + 2 bytes in all.
    #expect(
      row.testDescription == "\"" + String(repeating: "x", count: 99) + "… (1048578 bytes)")
  }

  @Test func anArgumentIsNamedWholeUpToAHundredCharacters() {
    // 98 two-byte characters and the quotes: 100 characters, 198 bytes.
    let limit = String(repeating: "é", count: 98)
    #expect(TestRow("", ()).testDescription == "\"\"")
    #expect(TestRow(limit, ()).testDescription == "\"\(limit)\"")
    #expect(TestRow(limit + "é", ()).testDescription == "\"\(limit)é… (200 bytes)")
  }
}
