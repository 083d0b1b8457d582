import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `specimen` with its standard error on a pseudo-terminal, as a person at a
/// terminal sees it (diagnostics then show the offending line and a caret). The terminal is
/// raw, so what is read is exactly what the program wrote.
enum TerminalProcess {
    struct Failure: Error {
        var step: String
        var code: Int32
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, standardError: String) {
        // posix_openpt, unlockpt and ptsname, as Linux does them (Swift's Glibc leaves them out).
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw Failure(step: "open /dev/ptmx", code: errno) }
        defer { close(controller) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, UInt(0x4004_5431) /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(controller, UInt(0x8004_5430) /* TIOCGPTN */, &number) == 0
        else { throw Failure(step: "ioctl", code: errno) }
        let terminalPath = "/dev/pts/\(number)"

        // Held open until the child has it, then closed: reading ends once the child exits.
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Failure(step: "open", code: errno) }
        var settings = termios()
        tcgetattr(terminal, &settings)
        cfmakeraw(&settings)
        tcsetattr(terminal, TCSANOW, &settings)

        let reader = PseudoTerminalReader(descriptor: controller)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, terminalPath, O_RDWR | O_NOCTTY, 0)
        let path = "/usr/bin/env"
        let argv = ([path, "-C", folder.path, SpecimenProcess.executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(terminal)
        guard spawned == 0 else { throw Failure(step: "posix_spawn", code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(step: "waitpid", code: errno) }
        }
        let text = reader.waitForEnd()
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, text)
    }
}

/// Reads a pseudo-terminal's controller side on a thread of its own until the terminal closes.
private final class PseudoTerminalReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    init(descriptor: Int32) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 16384)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }  // EIO once the child's side is closed
                lock.withLock { bytes += buffer[0..<count] }
            }
            done.signal()
        }.start()
    }

    func waitForEnd() -> String {
        done.wait()
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}
