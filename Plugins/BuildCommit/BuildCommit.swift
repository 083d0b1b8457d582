import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, which tells `specimen --version` the commit it is built from:
/// the repository's `HEAD`, with `+changes` when the working tree differs from it, or
/// `unknown` outside a git checkout. A prebuild command, so it runs on every build; the file is
/// rewritten only when its text changes, so an unchanged commit recompiles nothing.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        return [
            .prebuildCommand(
                displayName: "Noting the commit Specimen is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "build-commit", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }

    private static let script = #"""
        set -u
        root="$1"; out="$2"
        mkdir -p "$out"
        commit=$(git -C "$root" rev-parse HEAD 2>/dev/null) || commit=unknown
        if [ "$commit" != unknown ] && ! git -C "$root" diff --quiet HEAD -- 2>/dev/null; then commit="$commit+changes"; fi
        text="/// The commit this build of Specimen is made from (see Plugins/BuildCommit).
        let buildCommit = \"$commit\""
        if [ "$(cat "$out/BuildCommit.swift" 2>/dev/null)" != "$text" ]; then printf '%s\n' "$text" > "$out/BuildCommit.swift"; fi
        """#
}
