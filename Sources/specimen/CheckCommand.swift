import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// `specimen check`: everything `build` validates, and the notes it keeps quiet, without writing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the handbook — tokens, references, links and anchors, images, contrast, unused tokens — writing nothing.",
        discussion: "Exit status: 0 when no errors (warnings too with --strict), 1 when there are, 2 for bad usage.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @OptionGroup var site: SiteOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "text (FILE:LINE:COL: severity: message [code]), json (an array of findings), github (GitHub Actions annotations) or sarif (SARIF 2.1.0, for code scanning).",
            discussion: "github and sarif name files from the current folder, the repository's root in CI."))
    var format: Format = .text

    func run() throws {
        guard FileManager.default.fileExists(atPath: site.rootURL.path) else {
            Terminal.report([.error("root-missing", "no handbook folder at \(site.rootURL.path)", at: SourceLocation(file: site.root))])
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
        case .github:
            for line in GitHubAnnotations.lines(findings, paths: findingPaths) { Terminal.writeOutput(line) }
            Terminal.writeError(Terminal.counts(findings, includeNotes: true))
        case .sarif:
            let log = SARIFLog.json(findings, paths: findingPaths, version: SpecimenVersion.current)
            Terminal.writeOutput(String(log.dropLast()))  // writeOutput ends the line
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    /// Files as CI names them: from the folder `check` runs in, the repository's root there.
    private var findingPaths: FindingPaths {
        FindingPaths(root: site.rootURL, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// The documented JSON shape: one object per finding, in file order.
    static func json(_ findings: [Diagnostic]) -> String {
        let objects: [JSONValue] = findings.map { finding in
            .object([
                "code": .string(finding.code), "column": .number(finding.location.column), "file": .string(finding.location.file),
                "line": .number(finding.location.line), "message": .string(finding.message), "severity": .string(finding.severity.rawValue),
            ])
        }
        // JSON escapes C0 controls itself; DEL and C1, which JSON allows as they are, are escaped
        // too (as `\u009B`, read back as the same text), so no byte of a file can drive a terminal.
        let json = EchoedText.escaped(JSONWriter.write(.array(objects)), keepingLineFeeds: true)
        return String(json.dropLast())  // writeOutput ends the line
    }
}
