import Foundation
import Testing

/// docs/semantics.md says how each rule is known with a source tag. These tests hold
/// the page to that: only the six tags its legend defines, a tag in every section,
/// and one in every paragraph that states a rule under a bold lead-in
/// (`**Next entries.** …`). Worked examples and the divergences D1–D5 illustrate rules
/// stated elsewhere, so they need none.
@Suite struct SemanticsTagsTests {
  static let tags: Set<String> = [
    "documented", "observed", "reconstructed", "measured", "ours", "staff",
  ]

  /// The page without its fenced code blocks, whose text is output, not rules.
  static let page: String = {
    let url = Binary.packageRoot.appendingPathComponent("docs/semantics.md")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var kept: [Substring] = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inBlock.toggle()
      } else if !inBlock {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n")
  }()

  /// The words of every `**[…]**` in `text`: `**[reconstructed, work in progress]**`
  /// gives "reconstructed".
  static func tagWords(in text: some StringProtocol) -> [String] {
    var words: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "**[") {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: "]**") else { break }
      let inside = rest[..<close.lowerBound]
      words.append(String(inside.prefix { $0 != "," }))
      rest = rest[close.upperBound...]
    }
    return words
  }

  /// The page cut at its `##` and `###` headings, each part with its heading line first.
  static var sections: [Substring] {
    var parts: [Substring] = []
    var start = page.startIndex
    var index = page.startIndex
    while let newline = page[index...].firstIndex(of: "\n") {
      let next = page.index(after: newline)
      if page[next...].hasPrefix("## ") || page[next...].hasPrefix("### ") {
        parts.append(page[start..<newline])
        start = next
      }
      index = next
    }
    parts.append(page[start...])
    return Array(parts.dropFirst())
  }

  static func isExample(_ heading: some StringProtocol) -> Bool {
    heading.contains("Worked examples")
  }

  @Test func thePageIsReadAndHasItsSections() {
    #expect(Self.sections.count >= 20)
  }

  @Test func everyTagIsOneTheLegendDefines() {
    let unknown = Self.tagWords(in: Self.page).filter { !Self.tags.contains($0) }
    #expect(unknown.isEmpty, "unknown tags: \(unknown)")
  }

  @Test func everySectionThatStatesRulesHasATag() {
    let untagged = Self.sections.filter { section in
      let heading = section.prefix { $0 != "\n" }
      return !Self.isExample(heading) && Self.tagWords(in: section).isEmpty
    }.map { $0.prefix { $0 != "\n" } }
    #expect(untagged.isEmpty, "sections without a tag: \(untagged)")
  }

  @Test func everyRuleWithABoldLeadInHasATag() {
    var untagged: [String] = []
    for section in Self.sections where !Self.isExample(section.prefix { $0 != "\n" }) {
      for paragraph in section.components(separatedBy: "\n\n") {
        let text = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("**"), !text.hasPrefix("**["),
          !Self.isDivergence(text)
        else { continue }
        if Self.tagWords(in: text).isEmpty { untagged.append(String(text.prefix(60))) }
      }
    }
    #expect(untagged.isEmpty, "rules without a tag: \(untagged)")
  }

  /// `**D1. …**` to `**D9. …**`: section 10's worked divergences.
  static func isDivergence(_ text: String) -> Bool {
    let lead = text.dropFirst(2).prefix(3)
    return lead.count == 3 && lead.first == "D" && lead.dropFirst().first!.isNumber
      && lead.last == "."
  }

  /// The legend's tags are all in use, and the page marks what the toolchain's
  /// Foundation showed apart from what Apple's SwiftUI showed.
  @Test func foundationMeasurementsHaveTheirOwnTag() {
    let words = Set(Self.tagWords(in: Self.page))
    #expect(words == Self.tags)
    #expect(!Self.page.contains("**[observed]** (in the toolchain's Foundation"))
  }
}
