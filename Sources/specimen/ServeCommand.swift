import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenServer
import SpecimenSite

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it for preview, and rebuild and reload open pages on every change.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(name: .long, help: "The address to listen on; anything but loopback exposes the preview to your network.")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "Answer requests for this host name too (repeatable), e.g. a tunnel's or this machine's name.",
            discussion:
                "The preview answers only requests whose Host is localhost, 127.0.0.1, [::1] or the --host address (for 0.0.0.0 or ::, every address of this machine), with any port; others get 421 Misdirected Request, so a web page cannot read the preview through a name of its own pointed at this machine (DNS rebinding).",
            valueName: "name"))
    var allowHosts: [String] = []

    @Flag(name: .customLong("no-watch"), help: "Serve the site as built, without watching for changes.")
    var noWatch = false

    var verbose: Bool { site.verbose }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        for name in allowHosts {
            if let problem = AllowedHosts.problem(with: name) { throw ValidationError("--allow-host '\(EchoedText.escaped(name))' \(problem)") }
        }
    }

    func run() async throws {
        let session = SiteSession(options: site.buildOptions)
        let hub = LiveReloadHub()
        // Content errors never stop the preview: the error shows in the browser until fixed.
        if case .failure(let failure) = try SiteBuild.runReporting(site, session: session, retainFiles: true) {
            hub.broadcast(LiveReloadEvent.failed(failure.diagnostics, root: site.rootURL))
        }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            let names = AllowedHosts(binding: host, extra: allowHosts).names.sorted().joined(separator: ", ")
            Terminal.writeError("warning: serving on \(host) makes the preview reachable from other machines; it answers requests for \(names)")
        }
        let output = session.outputDirectory ?? site.rootURL.appendingPathComponent("Output")
        let basePath = session.config?.baseURL.path ?? "/"
        var preview: LivePreview?
        if !noWatch {
            let verbose = self.verbose
            let live = LivePreview(session: session, root: site.rootURL, output: output, hub: hub, basePath: basePath) { report in
                switch report {
                case .rebuilt(let changed, let removed, let milliseconds, let warnings, let stages):
                    Terminal.report(warnings)
                    Terminal.writeError(
                        String(format: "Rebuilt in %.0f ms: %d file%@ changed, %d removed", milliseconds, changed, changed == 1 ? "" : "s", removed))
                    if verbose {
                        Terminal.writeError(stages.map { String(format: "  %@ %.1f ms", $0.stage, $0.milliseconds) }.joined(separator: "\n"))
                    }
                case .indexed(let changed, let removed, let milliseconds, let stages):
                    guard verbose else { return }
                    Terminal.writeError(
                        String(format: "Indexed in %.0f ms: %d file%@ changed, %d removed", milliseconds, changed, changed == 1 ? "" : "s", removed))
                    Terminal.writeError(stages.map { String(format: "  %@ %.1f ms", $0.stage, $0.milliseconds) }.joined(separator: "\n"))
                case .failed(let diagnostics):
                    Terminal.report(diagnostics)
                    Terminal.writeError("Rebuild failed; still serving the last good site. Fix the file and it rebuilds by itself.")
                }
            }
            try live.start(extraRoots: (session.config?.tokenFolders(outside: site.rootURL) ?? []) + session.codeFolders(outside: site.rootURL))
            preview = live
        }
        let server = PreviewServer(
            outputDirectory: output, basePath: basePath, host: host, port: port, liveReload: noWatch ? nil : hub, allowingHosts: allowHosts)
        let displayHost = host.contains(":") ? "[\(host)]" : host
        defer {
            preview?.stop()
            hub.close()
        }
        do {
            try await server.run { boundPort in
                Terminal.writeOutput(
                    "Serving http://\(displayHost):\(boundPort)\(basePath)\(noWatch ? "" : ", reloading on changes") — press Ctrl-C to stop")
            }
        } catch let error as PreviewServerError {
            Terminal.writeError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
