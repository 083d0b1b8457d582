import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What the preview tells open pages, as a server-sent event.
public enum LiveReloadEvent: Sendable, Equatable {
    /// The site changed: reload the page (keeping the scroll position).
    case reload
    /// Only these pages changed (their URL paths, as the preview serves them): a page open at
    /// one of them reloads, every other stays as it is.
    case reloadPages([String])
    /// Only these stylesheets changed (paths below the output folder): swap them in place.
    case stylesheets([String])
    /// The last edit broke the build: show these diagnostics over the page.
    case failed(String)
    /// The build is good again and nothing changed since the last good site: hide the error.
    case recovered
    /// A comment that keeps the connection open and finds pages that went away.
    case keepAlive

    /// The event in `text/event-stream` framing.
    var frame: String {
        switch self {
        case .reload: "event: reload\ndata: {}\n\n"
        case .reloadPages(let paths): "event: reload\ndata: {\"pages\":\(Self.json(paths))}\n\n"
        case .stylesheets(let paths): "event: stylesheets\ndata: \(Self.json(paths))\n\n"
        case .failed(let payload): "event: failed\ndata: \(payload)\n\n"
        case .recovered: "event: recovered\ndata: {}\n\n"
        case .keepAlive: ": keep-alive\n\n"
        }
    }

    /// The diagnostics as the overlay shows them: location, message and the offending lines.
    public static func failed(_ diagnostics: [Diagnostic], root: URL) -> LiveReloadEvent {
        let entries: [JSONValue] = diagnostics.filter { $0.severity == .error }.prefix(20).map { entry(for: $0, root: root) }
        return .failed(JSONWriter.compact(.object(["errors": .array(entries)])))
    }

    /// One error for the overlay: where, what, and the lines around it when the file can be read.
    private static func entry(for diagnostic: Diagnostic, root: URL) -> JSONValue {
        let location = diagnostic.location
        let place = "\(location.file):\(location.line):\(location.column)"
        let file = location.file.hasPrefix("/") ? URL(fileURLWithPath: location.file) : root.appendingPathComponent(location.file)
        var context: [JSONValue] = []
        if location.line > 0, let text = try? String(contentsOf: file, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = max(1, location.line - 2), last = min(lines.count, location.line + 2)
            if first <= last {
                context = (first...last).map {
                    .object(["marked": .bool($0 == location.line), "number": .number($0), "text": .string(String(lines[$0 - 1].prefix(400)))])
                }
            }
        }
        guard !context.isEmpty else {
            return .object([
                "code": .string(diagnostic.code), "formatted": .string(diagnostic.formatted), "location": .string(place),
                "message": .string(diagnostic.message),
            ])
        }
        return .object([
            "code": .string(diagnostic.code), "column": .number(location.column), "formatted": .string(diagnostic.formatted),
            "lines": .array(context), "location": .string(place), "message": .string(diagnostic.message),
        ])
    }

    private static func json(_ strings: [String]) -> String {
        JSONWriter.compact(.array(strings.map { .string($0) }))
    }
}
