import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Findings as a SARIF 2.1.0 log, which code-scanning services (GitHub's among them) show on a
/// pull request's lines: one run of the tool `Specimen`, a rule for every code found, taken from
/// the diagnostic catalogue with `specimen explain`'s text as its help, and a result per finding.
public enum SARIFLog {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log, as JSON text ending in a line feed.
    /// - Parameters:
    ///   - paths: where each finding's file is from the repository's root; the log's URIs are
    ///     relative to it (`%SRCROOT%`).
    ///   - version: Specimen's version, the tool's.
    public static func json(_ findings: [Diagnostic], paths: FindingPaths, version: String) -> String {
        let codes = orderedCodes(of: findings)
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let driver: JSONValue = .object([
            "name": .string("Specimen"),
            "semanticVersion": .string(version),
            "rules": .array(codes.map(rule)),
        ])
        let run: JSONValue = .object([
            "tool": .object(["driver": driver]),
            "originalUriBaseIds": .object(["%SRCROOT%": .object(["uri": .string(folderURI(paths.workingDirectory))])]),
            "results": .array(findings.map { result($0, ruleIndex: ruleIndex[$0.code] ?? 0, path: paths.path(of: $0.location.file)) }),
            "columnKind": .string("unicodeCodePoints"),
        ])
        return JSONWriter.write(.object(["$schema": .string(schema), "version": .string("2.1.0"), "runs": .array([run])]))
    }

    /// The codes found, each once, in the order first found.
    private static func orderedCodes(of findings: [Diagnostic]) -> [String] {
        var seen: Set<String> = []
        return findings.map(\.code).filter { seen.insert($0).inserted }
    }

    private static func rule(_ code: String) -> JSONValue {
        guard let entry = DiagnosticCatalogue.entry(code) else {
            return .object(["id": .string(code), "shortDescription": .object(["text": .string(code)])])
        }
        return .object([
            "id": .string(code),
            "name": .string(code),
            "shortDescription": .object(["text": .string(entry.summary)]),
            "help": .object(["text": .string(DiagnosticExplanation.text(for: entry))]),
            "defaultConfiguration": .object(["level": .string(level(entry.severity))]),
        ])
    }

    private static func result(_ finding: Diagnostic, ruleIndex: Int, path: String) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact(path))]
        if finding.location.line > 0 {
            let region: JSONValue = .object(["startLine": .number(finding.location.line), "startColumn": .number(max(1, finding.location.column))])
            physical.append(("region", region))
        }
        return .object([
            "ruleId": .string(finding.code),
            "ruleIndex": .number(ruleIndex),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(EchoedText.escaped(finding.message))]),
            "locations": .array([.object(["physicalLocation": .object(members: physical)])]),
        ])
    }

    /// A file's location: relative to `%SRCROOT%` when it lies in the working directory.
    private static func artifact(_ path: String) -> JSONValue {
        guard path.hasPrefix("/") else { return .object(["uri": .string(uriPath(path)), "uriBaseId": .string("%SRCROOT%")]) }
        return .object(["uri": .string("file://" + uriPath(path))])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func folderURI(_ path: String) -> String {
        "file://" + uriPath(path.hasSuffix("/") ? path : path + "/")
    }

    /// A path with every character a URI's path may not hold percent-encoded (`/` kept).
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
