import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// `specimen usage [TOKEN|GROUP]`: where the code of `usage:` (and `--usage`) uses each token.
struct UsageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "List where code uses each token (the folders of 'usage:' in specimen.yml, or --usage).",
        discussion: """
            Names are found as each platform writes them: CSS custom properties, Tailwind utilities, the Swift, \
            Compose and Android exports' names, and {references} in token files. Exit status: 0, 1 when the \
            handbook cannot be read, 2 for bad usage (no code folder, no such token or group).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A token or a group (every token below it); every token when left out.")
    var token: String?

    @Option(name: .long, help: "The handbook folder (holding specimen.yml).")
    var root: String = "."

    @Option(name: .customLong("usage"), help: "A code folder to scan, beside those of specimen.yml (repeatable).")
    var usage: [String] = []

    @Flag(name: .long, help: "List the tokens no code uses too.")
    var unused = false

    @Option(name: .long, help: "text (one block per token) or json.")
    var format: Format = .text

    func run() throws {
        var options = BuildOptions(root: SiteOptions.absolute(root))
        options.usage = usage.map { UsageSource(path: $0, workingFolder: SiteOptions.workingFolder) }
        let report: CodeUsageReport?
        do {
            report = try CodeUsageReport.read(options: options)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode.failure
        }
        guard let report else {
            Terminal.report([
                .error(
                    "usage-none", "no code folder to scan: add 'usage: [../app]' to specimen.yml or pass --usage PATH",
                    at: SourceLocation(file: "specimen.yml"))
            ])
            throw ExitCode(2)
        }
        Terminal.report(report.diagnostics.filter { $0.code.hasPrefix("usage-") })
        let paths = report.paths(selectedBy: token)
        if let token, paths.isEmpty {
            let suggestion = Suggestion.phrase(for: token, in: report.knownNames)
            Terminal.report([.error("usage-token-unknown", "no token or group '\(token)'\(suggestion)", at: SourceLocation(file: token))])
            throw ExitCode(2)
        }
        let listed = paths.filter { unused || token != nil || !report.index.places(of: $0).isEmpty }
        switch format {
        case .text: Terminal.writeOutput(Self.text(listed, report: report))
        case .json: Terminal.writeOutput(Self.json(listed, report: report))
        }
    }

    static func text(_ paths: [String], report: CodeUsageReport) -> String {
        var lines: [String] = []
        for path in paths {
            lines.append(report.heading(of: path))
            for place in report.index.places(of: path) {
                lines.append("  \(place.file):\(place.line):\(place.column)  \(place.platform.rawValue)  \(place.written)")
            }
        }
        let skipped = report.index.skipped.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
        let read = report.index.filesRead
        lines.append("\(read) \(read == 1 ? "file" : "files") read" + (skipped.isEmpty ? "" : "; skipped: " + skipped.joined(separator: ", ")))
        return EchoedText.escaped(lines.joined(separator: "\n"), keepingLineFeeds: true)
    }

    static func json(_ paths: [String], report: CodeUsageReport) -> String {
        let tokens: [JSONValue] = paths.map { path in
            let places: [JSONValue] = report.index.places(of: path).map { place in
                var fields: [(String, JSONValue)] = [
                    ("file", .string(place.file)), ("line", .number(place.line)), ("column", .number(place.column)),
                    ("platform", .string(place.platform.rawValue)), ("written", .string(place.written)),
                ]
                if let link = place.link { fields.append(("link", .string(link))) }
                return .object(members: fields)
            }
            var fields: [(String, JSONValue)] = [("token", .string(path)), ("standing", .string(report.standing(of: path).rawValue))]
            if let replacement = report.replacement(of: path) { fields.append(("replacement", .string(replacement))) }
            fields.append(("places", .array(places)))
            return .object(members: fields)
        }
        let skipped = JSONValue.object(
            members: UsageIndex.Skip.allCases.compactMap { reason in report.index.skipped[reason].map { (reason.rawValue, .number($0)) } })
        let document = JSONValue.object(members: [("tokens", .array(tokens)), ("filesRead", .number(report.index.filesRead)), ("skipped", skipped)])
        var json = JSONWriter.write(document)
        json.removeLast()  // the line feed: writeOutput, which escapes what a terminal would act on, ends the line
        return json
    }
}
