// swift-tools-version:6.0
import PackageDescription

// A developer's own package: it depends on tlsched by path (in your project,
// by its URL and a version) and builds a command for its own schedule.
let package = Package(
  name: "CustomSchedule",
  dependencies: [.package(name: "tlsched", path: "../..")],
  targets: [
    .executableTarget(
      name: "metrics-schedule",
      dependencies: [
        .product(name: "TimelineCore", package: "tlsched"),
        .product(name: "TimelineInspector", package: "tlsched"),
      ]),
    .testTarget(name: "MetricsScheduleTests", dependencies: ["metrics-schedule"]),
  ]
)
