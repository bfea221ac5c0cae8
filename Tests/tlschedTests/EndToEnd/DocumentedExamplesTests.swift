import Foundation
import Testing

/// A command shown in the documentation as `$ tlsched …`, with the output printed under it.
struct DocumentedExample: CustomTestStringConvertible, Sendable {
  let file: String
  let command: String
  let expectedOutput: [String]

  var testDescription: String { "\(file): \(command)" }
}

/// Every `$ ` command in a fenced block of README.md and docs/*.md, so each
/// example a reader copies is one the test suite has run.
enum DocumentedExamples {
  static let files = ["README.md", "docs/cli.md", "docs/semantics.md"]

  static let all: [DocumentedExample] = files.flatMap { name -> [DocumentedExample] in
    let url = Binary.packageRoot.appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var examples: [DocumentedExample] = []
    var inBlock = false
    var command: String?
    var output: [String] = []
    func finish() {
      if let command {
        examples.append(DocumentedExample(file: name, command: command, expectedOutput: output))
      }
      command = nil
      output = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        finish()
        inBlock.toggle()
      } else if inBlock, line.hasPrefix("$ ") {
        finish()
        command = String(line.dropFirst(2))
      } else if inBlock, command != nil {
        output.append(line)
      }
    }
    return examples
  }
}

@Suite struct DocumentedExamplesTests {
  @Test func theDocumentationHasExamplesToRun() {
    #expect(DocumentedExamples.all.count >= 15)
  }

  @Test(arguments: DocumentedExamples.all)
  func eachDocumentedExamplePrintsWhatTheDocumentationShows(_ example: DocumentedExample)
    async throws
  {
    let directory = Binary.url.deletingLastPathComponent().path
    let run = try await Binary.shell("PATH='\(directory)':\"$PATH\"; \(example.command)")
    #expect(run.exited(0), "stderr: \(run.stderr)")
    #expect(run.lines == example.expectedOutput)
  }
}
