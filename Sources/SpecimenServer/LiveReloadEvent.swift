import Foundation
import SpecimenDiagnostics

/// What the preview tells open pages, as a server-sent event.
public enum LiveReloadEvent: Sendable, Equatable {
    /// The site changed: reload the page (keeping the scroll position).
    case reload
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
        case .stylesheets(let paths): "event: stylesheets\ndata: \(Self.json(paths))\n\n"
        case .failed(let payload): "event: failed\ndata: \(payload)\n\n"
        case .recovered: "event: recovered\ndata: {}\n\n"
        case .keepAlive: ": keep-alive\n\n"
        }
    }

    /// The diagnostics as the overlay shows them: location, message and the offending lines.
    public static func failed(_ diagnostics: [Diagnostic], root: URL) -> LiveReloadEvent {
        let entries: [[String: Any]] = diagnostics.filter { $0.severity == .error }.prefix(20).map { diagnostic in
            let location = diagnostic.location
            var entry: [String: Any] = [
                "location": "\(location.file):\(location.line):\(location.column)",
                "message": diagnostic.message,
                "code": diagnostic.code,
                "formatted": diagnostic.formatted,
            ]
            let file = location.file.hasPrefix("/") ? URL(fileURLWithPath: location.file) : root.appendingPathComponent(location.file)
            if location.line > 0, let text = try? String(contentsOf: file, encoding: .utf8) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let range = max(1, location.line - 2)...min(lines.count, location.line + 2)
                if !range.isEmpty {
                    entry["lines"] = range.map { ["number": $0, "text": String(lines[$0 - 1].prefix(400)), "marked": $0 == location.line] as [String: Any] }
                    entry["column"] = location.column
                }
            }
            return entry
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["errors": entries], options: [.sortedKeys])) ?? Data("{}".utf8)
        return .failed(String(decoding: data, as: UTF8.self))
    }

    private static func json(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
