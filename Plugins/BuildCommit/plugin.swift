import Foundation
import PackagePlugin

/// Names the git commit a build comes from (`threadfold --version`), with `-dirty` when
/// tracked files differ from it: `commit.sh` writes `BuildCommit.swift` into the target.
///
/// A build command, not a prebuild one: SwiftPM plans a build before it runs prebuild
/// commands, so their output would name the commit of the build before. This one runs
/// whenever git's HEAD, its log or its index changes (a commit, a checkout, `git add`) or
/// any source file of the package does (so `-dirty` comes and goes with edits).
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        var inputs = gitDirectory(of: root).map { git in ["HEAD", "index", "logs/HEAD"].map { git.appending(path: $0) } } ?? []
        for case let module as SourceModuleTarget in context.package.targets { inputs += module.sourceFiles.map(\.url) }
        return [
            .buildCommand(
                displayName: "Naming the git commit of this build", executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [root.appending(path: "Plugins/BuildCommit/commit.sh").path, root.path, output.path],
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// The checkout's git folder (a worktree's own), or nil outside a git checkout.
    private func gitDirectory(of root: URL) -> URL? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "rev-parse", "--absolute-git-dir"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        git.waitUntilExit()
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
    }
}
