import Foundation
import Testing

/// `tlsched --version` and `scripts/version.sh`, which puts the version into the binary
/// at build time (through the VersionFromGit build plugin) and names release tarballs.
@Suite struct VersionTests {
  /// What the README documents for a build outside a git checkout.
  static let unknown = "(built outside git: version unknown)"

  @Test func versionIsWhatGitDescribesForTheCheckoutTheBinaryWasBuiltFrom() async throws {
    // Asked of git directly, the way the README tells a release is named.
    let root = Binary.packageRoot.path
    let git = try await Binary.shell(
      "cd '\(root)' && [ \"$(git rev-parse --show-toplevel)\" = \"$(pwd -P)\" ] && "
        + "git describe --tags --match 'v[0-9]*' --always --dirty")
    let expected = git.exited(0) ? String(git.output.dropLast().trimmingPrefix("v")) : Self.unknown
    let run = try await tlsched("--version")
    #expect(run.exited(0))
    #expect(run.stderr == "")
    #expect(
      run.output == "tlsched \(expected)\n",
      "SwiftPM re-runs the version plugin only when it reads the manifest: touch Package.swift")
  }

  /// One state of a scratch repository holding a copy of `scripts/version.sh`.
  struct Checkout: CustomTestStringConvertible, Sendable {
    let testDescription: String
    /// Shell commands run in the repository after its first commit.
    let setUp: String
    /// The expected version; `{HEAD}` stands for the abbreviated hash of the last commit.
    let version: String
  }

  static let checkouts = [
    Checkout(
      testDescription: "a commit before any release tag is named by its hash", setUp: "",
      version: "{HEAD}"),
    Checkout(
      testDescription: "the tagged commit is the tag without its v", setUp: "git tag v1.2.0",
      version: "1.2.0"),
    Checkout(
      testDescription: "an annotated tag counts as well",
      setUp: "git tag -a -m 'Release 1.2.0' v1.2.0", version: "1.2.0"),
    Checkout(
      testDescription: "commits after a tag are counted and named",
      setUp: "git tag v1.2.0 && commit && commit", version: "1.2.0-2-g{HEAD}"),
    Checkout(
      testDescription: "a changed file makes the version dirty",
      setUp: "git tag v1.2.0 && echo changed >> file", version: "1.2.0-dirty"),
    Checkout(
      testDescription: "tags that are not versions are ignored",
      setUp: "git tag v1.2.0 && commit && git tag nightly", version: "1.2.0-1-g{HEAD}"),
    Checkout(
      testDescription: "the latest version tag wins",
      setUp: "git tag v1.2.0 && commit && git tag v1.3.0", version: "1.3.0"),
  ]

  /// Runs `script` in a new scratch repository whose first commit holds `scripts/version.sh`;
  /// `commit` makes one more commit.
  func inScratchRepository(_ script: String) async throws -> Run {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-version-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = Binary.packageRoot.appendingPathComponent("scripts/version.sh").path
    return try await Binary.shell(
      """
      set -e
      mkdir -p '\(directory.path)/scripts' && cd '\(directory.path)'
      cp '\(source)' scripts/version.sh
      commit() { echo x >> file && git add -A && git commit -q -m commit; }
      git init -q . && commit
      \(script)
      """,
      environment: [
        "HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
      ])
  }

  @Test(arguments: checkouts)
  func scriptNamesTheCheckoutAsGitDescribesIt(_ checkout: Checkout) async throws {
    let run = try await inScratchRepository(
      "\(checkout.setUp)\necho \"HEAD $(git rev-parse --short HEAD)\"\nsh scripts/version.sh")
    #expect(run.exited(0), "stderr: \(run.stderr)")
    let head = try #require(run.lines.first?.trimmingPrefix("HEAD "))
    #expect(
      run.lines.dropFirst() == [
        checkout.version.replacingOccurrences(of: "{HEAD}", with: String(head))
      ])
  }

  @Test func scriptFailsAndPrintsNothingOutsideGit() async throws {
    let run = try await inScratchRepository(
      "rm -rf .git\nsh scripts/version.sh || echo \"status $?\"")
    #expect(run.output == "status 1\n")
  }

  @Test func scriptDoesNotTakeTheVersionOfARepositoryItWasCopiedInto() async throws {
    let run = try await inScratchRepository(
      """
      git tag v9.9.9 && mkdir copy && cp -R scripts copy/
      sh copy/scripts/version.sh || echo "status $?"
      """)
    #expect(run.output == "status 1\n")
  }

  @Test func generatedSwiftSaysWhenTheVersionIsUnknown() async throws {
    let run = try await inScratchRepository(
      "rm -rf .git\nsh scripts/version.sh --swift Version.swift\ngrep '^let' Version.swift")
    #expect(run.output == "let gitVersion = \"\(Self.unknown)\"\n")
  }

  @Test func generatedSwiftIsLeftUntouchedWhileTheVersionStaysTheSame() async throws {
    // An untouched file keeps the build incremental; a new version must replace it.
    let run = try await inScratchRepository(
      """
      git tag v1.0.0
      sh scripts/version.sh --swift Version.swift && touch -d @0 Version.swift
      sh scripts/version.sh --swift Version.swift && stat -c %Y Version.swift
      git tag v1.0.1 && commit && git tag v1.1.0
      sh scripts/version.sh --swift Version.swift && grep '^let' Version.swift
      """)
    #expect(run.exited(0), "stderr: \(run.stderr)")
    #expect(run.lines == ["0", "let gitVersion = \"1.1.0\""])
  }
}
