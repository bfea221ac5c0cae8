// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tlsched",
  products: [
    .library(name: "TimelineCore", targets: ["TimelineCore"]),
    .executable(name: "tlsched", targets: ["tlsched"]),
  ],
  targets: [
    // SwiftUI's timeline schedules and a headless TimelineView.
    .target(name: "TimelineCore"),
    // Everything the command does, as a library so tests and the fuzzer can drive it.
    .target(name: "TLSchedCLI", dependencies: ["TimelineCore"]),
    // The executable: only hands the process's arguments to TLSchedCLI.
    .executableTarget(name: "tlsched", dependencies: ["TLSchedCLI"]),
    // libFuzzer entry point; an ordinary build links a stub `main`.
    .executableTarget(name: "tlsched-fuzz", dependencies: ["TLSchedCLI"]),
    .testTarget(name: "TimelineCoreTests", dependencies: ["TimelineCore"]),
    .testTarget(
      name: "tlschedTests", dependencies: ["TLSchedCLI", "TimelineCore", "tlsched"],
      // Expected outputs, read by path from the tests.
      exclude: ["Golden"]),
  ]
)
