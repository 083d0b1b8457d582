import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// `specimen check`: everything `build` validates, and the notes it keeps quiet, without writing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the handbook — tokens, references, links and anchors, images, contrast, unused tokens — writing nothing.",
        discussion: "Exit status: 0 when no errors (warnings too with --strict), 1 when there are, 2 for bad usage.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "text (FILE:LINE:COL: severity: message [code]) or json (an array of findings).")
    var format: Format = .text

    func run() throws {
        guard FileManager.default.fileExists(atPath: site.rootURL.path) else {
            Terminal.writeError("error: no handbook folder at \(site.rootURL.path)")
            throw ExitCode(2)
        }
        let findings: [Diagnostic]
        var options = site.buildOptions
        options.includeNotes = true
        switch Result(catching: { () throws(DiagnosticsFailure) in try SiteSession(options: options).buildAll(into: DiscardingSink()) }) {
        case .success(let built): findings = built.diagnostics
        case .failure(let failure): findings = failure.diagnostics
        }
        switch format {
        case .text:
            Terminal.report(findings, verbose: site.verbose)
            Terminal.writeError(Terminal.counts(findings, includeNotes: true))
        case .json:
            Terminal.writeOutput(Self.json(findings))
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    /// The documented JSON shape: one object per finding, in file order.
    static func json(_ findings: [Diagnostic]) -> String {
        let objects: [[String: Any]] = findings.map { finding in
            ["file": finding.location.file, "line": finding.location.line, "column": finding.location.column,
             "severity": finding.severity.rawValue, "code": finding.code, "message": finding.message]
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
