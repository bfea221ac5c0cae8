import Foundation
import PackagePlugin

/// Gives the target it is applied to a `gitVersion` constant: the version git
/// describes for the package's checkout (see `scripts/version.sh`).
///
/// It is a prebuild command because the version can change without any file the
/// build knows of changing (a new tag, a commit, an edit). SwiftPM runs it whenever it
/// reads the manifest again, which it does when the commit, a tag on it, or whether
/// files are modified changes, though not on every build as documented
/// (swiftlang/swift-package-manager#5476); `touch Package.swift` forces it. The script
/// rewrites the generated file only when the version differs, so an unchanged version
/// costs one `git describe` and no recompilation.
@main
struct VersionFromGit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "Version")
    let script = context.package.directoryURL.appending(path: "scripts/version.sh")
    return [
      .prebuildCommand(
        displayName: "Version from git describe",
        executable: URL(filePath: "/bin/sh"),
        arguments: [
          "-c", "mkdir -p \"$1\" && exec /bin/sh \"$2\" --swift \"$1/GitVersion.swift\"", "sh",
          output.path(percentEncoded: false), script.path(percentEncoded: false),
        ],
        outputFilesDirectory: output)
    ]
  }
}
