import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `specimen mcp` in a folder, its standard input and output pipes to this process:
/// bytes written as they are, messages read a line at a time. Every descriptor is
/// close-on-exec, so that the server sees its input end when this closes it.
final class MCPPipe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The binary beside the test bundle (both are built into the same products folder).
    static let executable: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [products, products.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("specimen").path) {
            return folder.appendingPathComponent("specimen")
        }
        return MutationFuzzTests.packageRoot.appendingPathComponent(".build/debug/specimen")
    }()

    private let pid: pid_t
    private var input: Int32
    private let output: Int32
    private var buffer = Data()
    private var exited = false

    init(in folder: URL) throws {
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "pipe: \(errno)") }
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = ["/usr/bin/env", "-C", folder.path, MCPPipe.executable.path, "mcp"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw Failure(description: "posix_spawn: \(spawned)")
        }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        if input >= 0 { close(input) }
        close(output)
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Writes `bytes` as they are, however many writes it takes.
    func send(_ bytes: Data) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw Failure(description: "write: errno \(errno)") }
                offset += written
            }
        }
    }

    /// The next line of standard output; nil when output ended, a failure at the deadline.
    func readLine(until deadline: Date) throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                return line
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard left > 0 else { throw Failure(description: "no answer in time") }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left)
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Closes the server's input, reads what it still writes, and waits for it to end: its
    /// exit status, or a failure when it has not ended by the deadline.
    func finish(until deadline: Date) throws -> Int32 {
        close(input)
        input = -1
        while let line = try? readLine(until: deadline) { _ = line }
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            }
            usleep(20_000)
        }
        throw Failure(description: "the server did not end after its input closed")
    }
}
