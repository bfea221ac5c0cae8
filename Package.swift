// swift-tools-version:6.3
// 6.3 is the oldest toolchain that builds tlsched: `@section` (ProcessArguments.swift)
// is new in 6.3, and `SendableMetatype` (ScheduleCommand.swift) in 6.2.
import PackageDescription

let package = Package(
  name: "tlsched",
  // Linux is what `.ci/run` builds and tests. macOS 15 is the first with the Foundation API
  // that `text-format` uses (`DiscreteFormatStyle.discreteInput(after:)`); the Darwin
  // branches of the platform layer are written for it, and .github/workflows/ci.yml has a
  // macOS job, but it has never been seen to run: macOS is unverified (README, "Platforms").
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TimelineCore", targets: ["TimelineCore"]),
    .library(name: "TimelineInspector", targets: ["TimelineInspector"]),
    .library(name: "TimelineTesting", targets: ["TimelineTesting"]),
    .executable(name: "tlsched", targets: ["tlsched"]),
  ],
  targets: [
    // SwiftUI's timeline schedules and a headless TimelineView.
    .target(name: "TimelineCore"),
    // The whole command line for any schedule: tlsched's commands are built on it.
    .target(name: "TimelineInspector", dependencies: ["TimelineCore"]),
    // Assertions on timelines for a developer's own XCTest and Swift Testing tests,
    // sharing their golden files with `tlsched --check`.
    .target(name: "TimelineTesting", dependencies: ["TimelineCore", "TimelineInspector"]),
    // The executable: only hands the process's arguments and version to TimelineInspector.
    .executableTarget(
      name: "tlsched", dependencies: ["TimelineInspector"], plugins: ["VersionFromGit"]),
    // Writes the version `git describe` gives into the executable at build time.
    .plugin(name: "VersionFromGit", capability: .buildTool()),
    // libFuzzer entry points (the parser, the dates-file reader); an ordinary build
    // links a stub `main`.
    .executableTarget(name: "tlsched-fuzz", dependencies: ["TimelineInspector"]),
    // What the test targets share (the seeded generator, the table row, the date
    // reference); not a product. Optimized even in a debug build, as
    // TimelineCoreTests is: the date reference is most of the date tests' time.
    .target(
      name: "TimelineTestSupport", path: "Tests/TimelineTestSupport",
      swiftSettings: [.unsafeFlags(["-O"])]),
    .testTarget(
      name: "TimelineCoreTests", dependencies: ["TimelineCore", "TimelineTestSupport"],
      // Optimized even in a debug build: most of its time is its independent
      // references (Foundation's calendar walked step by step, the Always-On
      // frames read one by one), which check the same things at any speed. A
      // test target is never part of a product, so the flag reaches no package
      // that depends on this one.
      swiftSettings: [.unsafeFlags(["-O"])]),
    .testTarget(
      name: "TimelineTestingTests",
      dependencies: ["TimelineTesting", "TimelineCore"],
      // The golden files the tests read, by path.
      exclude: ["Golden"]),
    .testTarget(
      name: "tlschedTests",
      dependencies: [
        "TimelineInspector", "TimelineCore", "TimelineTesting", "tlsched", "TimelineTestSupport",
      ],
      // Expected outputs, read by path from the tests.
      exclude: ["Golden"]),
  ]
)
