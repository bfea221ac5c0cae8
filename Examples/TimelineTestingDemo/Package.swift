// swift-tools-version:6.0
import PackageDescription

// A developer's own package: its schedule in a library, its tests asserting what the
// schedule and a view of it do with the TimelineTesting library. It depends on tlsched
// by path (in your project, by its URL and a version).
let package = Package(
  name: "TimelineTestingDemo",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "tlsched", path: "../..")],
  targets: [
    .target(
      name: "Pomodoro", dependencies: [.product(name: "TimelineCore", package: "tlsched")]),
    .testTarget(
      name: "PomodoroTests",
      dependencies: [
        "Pomodoro",
        .product(name: "TimelineCore", package: "tlsched"),
        .product(name: "TimelineTesting", package: "tlsched"),
      ],
      // The golden files, read by path: the same bytes `tlsched … --format ndjson` writes.
      exclude: ["Golden"]),
  ]
)
