import Foundation
import Testing

/// The README's picture is what scripts/readme-picture.sh writes with this binary.
@Suite struct ReadmePictureTests {
  @Test func theCommittedPictureIsWhatTheScriptWrites() async throws {
    let committed = try Data(
      contentsOf: Binary.packageRoot.appendingPathComponent("docs/wrist-down-countdown.svg"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-readme-\(UUID().uuidString).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let script = Binary.packageRoot.appendingPathComponent("scripts/readme-picture.sh").path
    let run = try await Binary.shell("\"\(script)\" '\(path)'")
    #expect(run.exited(0), "\(run.stderr)")
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(written == committed, "run scripts/readme-picture.sh to update the picture")
  }

  @Test func theReadmeShowsThePicture() throws {
    let readme = try String(
      contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("](docs/wrist-down-countdown.svg)"))
  }
}
