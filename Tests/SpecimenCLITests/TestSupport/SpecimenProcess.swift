import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `specimen` executable as a user would.
struct SpecimenProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let executable: URL = {
        // Tests run from the same products folder the executable is built into.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()]
        for folder in candidates where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("specimen").path) {
            return folder.appendingPathComponent("specimen")
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/specimen")
    }()

    /// Runs `specimen` with `arguments` in `folder`, its output captured in files.
    ///
    /// The child is started with `posix_spawn`, which opens the capture files in the child:
    /// the test process holds no descriptor for it. Foundation's `Process` with pipes, started
    /// from many tests at once, let one test's closing hit another's reused descriptor (a read
    /// then trapped with EBADF).
    static func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        // `env -C` changes into the folder in the child.
        try runTool("/usr/bin/env", ["-C", folder.path, executable.path] + arguments)
    }

    /// Runs the program at `path` with `arguments` (git, to make a repository), captured alike.
    static func runTool(_ path: String, _ arguments: [String]) throws -> Outcome {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outputFile = capture.appendingPathComponent("stdout"), errorFile = capture.appendingPathComponent("stderr")
        let status = try spawnAndWait(path, arguments, output: outputFile.path, error: errorFile.path)
        return Outcome(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    struct SpawnFailure: Error {
        var code: Int32
    }

    private static func spawnAndWait(_ path: String, _ arguments: [String], output: String, error: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnFailure(code: errno) }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import: the low 7 bits are the signal.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
