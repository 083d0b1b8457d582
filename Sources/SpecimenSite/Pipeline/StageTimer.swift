import Foundation

/// Times the stages of one build or update, for `build --timings`, `serve --verbose` and the
/// benchmarks; on Linux it can also note the process's peak memory at the end of each stage.
struct StageTimer {
    private(set) var laps: [(stage: String, milliseconds: Double)] = []
    /// The peak resident memory, in MB, when each lap ended (0 where unknown or not noted).
    private(set) var peaks: [Double] = []
    /// Whether to note the peak memory: reading it costs about as much as a small step, which
    /// the preview server, updating after every keystroke's save, does not spend.
    var notesPeakMemory = false
    private var mark = DispatchTime.now().uptimeNanoseconds

    /// Ends the current stage under `name` and starts the next.
    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - mark) / 1e6))
        peaks.append(notesPeakMemory ? Self.peakMegabytes ?? 0 : 0)
        mark = now
    }

    /// `VmHWM` of /proc/self/status: the most memory the process has held so far.
    static var peakMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
