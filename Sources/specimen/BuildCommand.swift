import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// Options shared by the commands that build a site.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The handbook folder (holding specimen.yml and Content/).")
    var root: String = "."

    @Option(name: .long, help: "Where to write the site (default: 'output' of specimen.yml, or Output/).")
    var output: String?

    @Option(name: .customLong("base-url"), help: "Publish under this URL or path, e.g. /handbook/ or https://example.com/handbook/.")
    var baseURL: String?

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: .long, help: "Include pages marked 'draft: true'.")
    var drafts = false

    @Option(
        name: .customLong("context"), help: "The context a modifier shows first: modifier=context (repeatable); overrides specimen.yml's 'contexts'.")
    var contexts: [String] = []

    @Flag(name: .long, help: "List every finding (by default at most three per code are printed); serve also prints stage timings.")
    var verbose = false

    @Option(
        name: .customLong("usage"), help: "A code folder whose token uses to show and check, beside those of specimen.yml's 'usage:' (repeatable).")
    var usage: [String] = []

    @Flag(
        name: .customLong("safe-html"),
        help: "No raw HTML in pages and no scripts in component templates, whatever specimen.yml says (for previews of untrusted changes).")
    var safeHTML = false

    func validate() throws {
        _ = try ContextOption.parse(contexts)
    }

    var rootURL: URL {
        URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    var buildOptions: BuildOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let outputPath = output.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.path }
        var options = BuildOptions(root: rootURL, output: outputPath, baseURL: baseURL, strict: strict, includeDrafts: drafts)
        options.contexts = (try? ContextOption.parse(contexts)) ?? [:]
        options.safeHTML = safeHTML
        options.usage = usage.map { UsageSource(path: $0, workingFolder: Self.workingFolder) }
        return options
    }

    static var workingFolder: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// A path of the command line, from the working folder.
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Build the site into the output folder.")

    @OptionGroup var site: SiteOptions

    @Flag(name: .long, help: "Print how long each stage took (reading, Markdown, templates, writing).")
    var timings = false

    @Flag(name: .long, help: "Build the whole site even when nothing changed since the last build into the output folder.")
    var fresh = false

    func run() throws {
        let session = SiteSession(options: site.buildOptions)
        session.notesPeakMemory = timings
        // The session (every page, rendered) is left for the process's end to reclaim: freeing
        // it piece by piece took a twentieth of a 10,000-page build, on one core, after the
        // site was already written.
        builtSession = session
        if case .failure = try SiteBuild.runReporting(site, session: session, timings: timings, keepUnchanged: !fresh) { throw ExitCode.failure }
    }
}

nonisolated(unsafe) private var builtSession: SiteSession?

/// Builds and writes a site, reporting on the terminal; shared by `build` and `serve`.
enum SiteBuild {
    static func run(_ options: SiteOptions) throws -> BuiltSite {
        switch try runReporting(options, session: SiteSession(options: options.buildOptions)) {
        case .success(let site): return site
        case .failure: throw ExitCode.failure
        }
    }

    /// `build --timings`: each step with its time (and the peak memory when it ended), the
    /// parts of a step indented under it, the rest of the run as writing (with the parts of it
    /// measured outside the session, `inWriting`), then what ran on other threads beside the steps.
    static func timingLines(_ session: SiteSession, totalMilliseconds: Double, inWriting: [(String, Double)] = []) -> [String] {
        func line(_ name: String, _ milliseconds: Double, indent: String) -> String { String(format: "%@%@ %.1f ms", indent, name, milliseconds) }
        var lines: [String] = []
        for (lap, peak) in zip(session.stageTimings, session.stagePeakMegabytes) {
            lines.append(line(lap.stage, lap.milliseconds, indent: "  ") + (peak > 0 ? String(format: "  (peak %.0f MB)", peak) : ""))
            for part in session.partTimings where part.step == lap.stage { lines.append(line(part.part, part.milliseconds, indent: "    ")) }
        }
        let steps = session.stageTimings.reduce(0) { $0 + $1.milliseconds }
        lines.append(line("write", max(0, totalMilliseconds - steps), indent: "  "))
        lines += inWriting.map { line($0.0, $0.1, indent: "    ") }
        let beside = session.partTimings.filter { $0.step == nil }
        if !beside.isEmpty {
            lines.append("  beside the steps, on other threads:")
            lines += beside.map { line($0.part, $0.milliseconds, indent: "    ") }
        }
        return lines
    }

    /// Builds with `session` and writes the site, printing diagnostics and a summary; a missing
    /// handbook folder throws, a failed build is returned.
    /// `retainFiles` keeps the site in the session (for `serve`, which updates it); otherwise
    /// files stream to disk as they are made, and a record of the build is kept for the next
    /// (see `UnchangedBuild`), which with `keepUnchanged` keeps the site when nothing changed.
    static func runReporting(
        _ options: SiteOptions, session: SiteSession, timings: Bool = false, retainFiles: Bool = false, keepUnchanged: Bool = false
    ) throws -> Result<BuiltSite, DiagnosticsFailure> {
        guard FileManager.default.fileExists(atPath: options.rootURL.path) else {
            Terminal.report([.error("root-missing", "no handbook folder at \(options.rootURL.path)", at: SourceLocation(file: options.root))])
            throw ExitCode.failure
        }
        let clock = ContinuousClock()
        let start = clock.now
        let lastBuild = retainFiles ? nil : UnchangedBuild(options: options.buildOptions)
        if keepUnchanged, let kept = lastBuild?.keptSite {
            if timings { Terminal.writeError(String(format: "  compare with the last build %.1f ms", milliseconds(clock.now - start))) }
            report(kept, options: options, seconds: milliseconds(clock.now - start) / 1000, unchanged: true)
            return .success(kept)
        }
        let stamped = clock.now
        let outcome = buildAndWrite(options, session: session, retainFiles: retainFiles)
        let built = clock.now
        if case .success(let site) = outcome { lastBuild?.record(site) }
        if timings {
            // Not steps of the build, but its time all the same: counted in writing, and named.
            var forNextBuild: [(String, Double)] = []
            if lastBuild != nil {
                let stamping =
                    keepUnchanged
                    ? "stamping the handbook, comparing with the last build"
                    : "stamping the handbook, for the next build"
                forNextBuild.append((stamping, milliseconds(stamped - start)))
                forNextBuild.append(("recording this build for the next", milliseconds(clock.now - built)))
            }
            let lines = timingLines(session, totalMilliseconds: milliseconds(clock.now - start), inWriting: forNextBuild)
            Terminal.writeError(lines.joined(separator: "\n"))
        }
        switch outcome {
        case .success(let site):
            report(site, options: options, seconds: milliseconds(clock.now - start) / 1000, unchanged: false)
        case .failure(let failure):
            Terminal.report(failure.diagnostics, verbose: options.verbose)
            let errors = failure.diagnostics.filter { $0.severity == .error }
            let step = failure.step.map { " at step “\($0)”" } ?? ""
            Terminal.writeError(
                "Build failed\(step) with \(errors.count) error\(errors.count == 1 ? "" : "s") (\(DiagnosticReport.byCode(errors))); the previous output was left untouched."
            )
        }
        return outcome
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The findings of a built (or kept) site, and the summary line.
    private static func report(_ site: BuiltSite, options: SiteOptions, seconds: Double, unchanged: Bool) {
        Terminal.report(site.diagnostics, verbose: options.verbose)
        let warnings = site.diagnostics.filter { $0.severity == .warning }
        let byCode = DiagnosticReport.byCode(warnings)
        Terminal.writeErrorLine(
            String(
                format: "Built %d page%@, %d token%@, %d warning%@%@ in %.2f s → %@%@",
                site.pageCount, site.pageCount == 1 ? "" : "s", site.tokenCount, site.tokenCount == 1 ? "" : "s",
                warnings.count, warnings.count == 1 ? "" : "s", byCode.isEmpty ? "" : " (\(byCode))",
                seconds, relativePath(site.outputDirectory),
                unchanged ? " (nothing changed since the last build, which was kept; --fresh builds it again)" : ""))
    }

    private static func buildAndWrite(_ options: SiteOptions, session: SiteSession, retainFiles: Bool) -> Result<BuiltSite, DiagnosticsFailure> {
        Result { () throws(DiagnosticsFailure) -> BuiltSite in
            if retainFiles {
                let site = try session.buildAll { event in
                    if case .stage(let name) = event { Terminal.progress(name + "…") }
                }
                Terminal.progress("Writing \(site.files.count) files…")
                try OutputWriter.write(site, handbookRoot: options.rootURL)
                return site
            }
            // Files stream to disk beside the output folder as they are made, then swap in.
            let staging = OutputWriter.Staging(handbookRoot: options.rootURL)
            do throws(DiagnosticsFailure) {
                let site = try session.buildAll(
                    progress: { event in
                        switch event {
                        case .stage(let name): Terminal.progress(name + "…")
                        case .pages(let done, let total): Terminal.progress("Rendering pages \(done)/\(total)")
                        }
                    }, into: staging)
                Terminal.progress("Writing \(staging.count) files…")
                try staging.commit()
                var written = site
                written.writtenFiles = staging.writtenFiles()
                return written
            } catch {
                staging.discard()
                throw error
            }
        }
    }

    static func relativePath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) + "/" : path + "/"
    }
}
