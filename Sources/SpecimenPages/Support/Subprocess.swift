import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command through `posix_spawn`, with bytes for its standard input and
/// its standard output collected. Foundation's `Process` costs about twenty milliseconds a
/// call here (it closes every descriptor the process could have), and reading a handbook's
/// releases calls git several times per build and per language.
package enum Subprocess {
    /// The command's standard output, or nil when it cannot start or exits with a failure.
    /// - Parameters:
    ///   - arguments: the command and its arguments; the command is looked up in `PATH`.
    ///   - input: written to its standard input from another thread (so that a large answer
    ///     cannot block a large question); nothing, and an empty input, otherwise.
    /// It runs in the current folder (glibc's `posix_spawn` cannot change it for the child):
    /// commands that take a folder are given it as an argument, as `git -C` is.
    package static func output(_ arguments: [String], input: Data? = nil) -> Data? {
        var inputPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return nil }
        guard pipe(&outputPipe) == 0 else {
            closeAll(inputPipe)
            return nil
        }
        // Builds run git from several threads at once: a child started by another thread must
        // not inherit this one's pipes, or this output would not end until that child does.
        for descriptor in inputPipe + outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var process = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let started = posix_spawnp(&process, arguments[0], &actions, nil, argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        guard started == 0 else {
            close(inputPipe[1])
            close(outputPipe[0])
            return nil
        }
        let writer = Thread { [descriptor = inputPipe[1]] in
            if let input { writeAll(input, to: descriptor) }
            close(descriptor)
        }
        writer.start()
        let output = readAll(from: outputPipe[0])
        close(outputPipe[0])
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        // Exited (the low seven bits zero) with status zero.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0 ? output : nil
    }

    /// The standard output of each of `commands`, all started at once and each waited for on
    /// a thread of its own (they wait on processes, not on cores, where a parallel map would
    /// run two at a time on two cores); nil for one that cannot start or fails.
    package static func outputs(_ commands: [[String]]) -> [Data?] {
        guard commands.count > 1 else { return commands.map { output($0) } }
        return commands.map { command in BackgroundTask(ownThread: true) { output(command) } }.map { $0.wait() }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func readAll(from descriptor: Int32) -> Data {
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            result.append(contentsOf: buffer[0..<count])
        }
        return result
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }
}
