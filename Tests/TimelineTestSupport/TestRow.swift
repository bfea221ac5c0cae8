import Testing

/// One row of a table a parameterized test runs over: what the test gives the code,
/// what it must get back, and the line the row is written on.
///
/// A failure is reported at the row's line (pass ``location`` as an expectation's
/// `sourceLocation`), not at the assertion all rows share. The location is taken
/// here, once, so a table only names its row type and writes values:
///
/// ```swift
/// private typealias Typo = TestRow<String, String?>
///
/// fileprivate static let typos: [Typo] = [Typo("--cuont", "--count"), Typo("--zzzzz", nil)]
///
/// @Test(arguments: typos)
/// fileprivate func suggests(_ row: Typo) { … }
/// ```
///
/// The table is a property of its own: rows written inside `@Test(arguments:)` are
/// expanded by the macro, and would all report the test function's line instead.
///
/// An input or an expectation made of several values is a tuple whose labels
/// name them: `TestRow<(text: String, zone: String), Double>`.
package struct TestRow<Input: Sendable, Expected: Sendable>: Sendable {
  /// What the test gives the code under test.
  package let input: Input
  /// What the code must give back, worked out by hand.
  package let expected: Expected
  /// Where the row is written, for the expectations that check it.
  package let location: SourceLocation

  /// A row written at `location` (by default, where this initializer is called).
  package init(_ input: Input, _ expected: Expected, location: SourceLocation = #_sourceLocation) {
    self.input = input
    self.expected = expected
    self.location = location
  }
}

extension TestRow where Expected == Void {
  /// A row with nothing to expect but what the test checks of every input.
  package init(_ input: Input, location: SourceLocation = #_sourceLocation) {
    self.init(input, (), location: location)
  }
}

extension TestRow: CustomTestStringConvertible {
  /// The input as Swift would write it (strings quoted, so an empty or blank one
  /// shows), cut as ``shortTestDescription(_:)`` cuts it.
  package var testDescription: String { shortTestDescription(String(reflecting: input)) }
}

/// The longest a test argument's description is printed, in characters.
package let testDescriptionLimit = 100

/// `text` as a test argument is named in the test log: whole when it is at most
/// ``testDescriptionLimit`` characters, else its start and its length in bytes,
/// so that a megabyte of input does not become a megabyte line on a screen each
/// time the test is reported.
package func shortTestDescription(_ text: String) -> String {
  guard text.count > testDescriptionLimit else { return text }
  return "\(text.prefix(testDescriptionLimit))… (\(text.utf8.count) bytes)"
}
