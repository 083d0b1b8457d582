import SpecimenDiagnostics

/// What a component page's front matter says of the component: its status, and where it
/// lives in design and in code (`status: beta`, `figma:`, `storybook:`, `source:`). A page
/// with any of them is a component page: listed at `/components/`, its status shown under its
/// title, in search, in `llms.txt`, in its Markdown copy and over MCP.
public struct ComponentMetadata: Sendable, Hashable {
    /// Where a component is in its life, as design systems say it.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case draft, alpha, beta, stable, deprecated

        /// The key of its word among the interface strings.
        public var stringKey: String { "status" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// A link out, by the front-matter field that names it.
    public enum Link: String, Sendable, Hashable, CaseIterable {
        case figma, storybook, source

        /// What a link is called in `strings`' language: Figma and Storybook go by their names in every one.
        package func label(in strings: InterfaceStrings) -> String {
            switch self {
            case .figma: "Figma"
            case .storybook: "Storybook"
            case .source: strings["componentSource"]
            }
        }
    }

    public var status: Status?
    /// The links the page gives, by field, as written (checked to be http(s) URLs).
    public var links: [Link: String] = [:]

    public init(status: Status? = nil, links: [Link: String] = [:]) {
        (self.status, self.links) = (status, links)
    }

    /// Whether the page says anything of a component.
    public var isEmpty: Bool { status == nil && links.isEmpty }

    /// Whether `text` is a link a page can give: an absolute http(s) URL with a host, no spaces
    /// or control characters (what a reader's browser opens as written).
    public static func isLink(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let rest = text.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !host.hasPrefix(".") && !host.contains("@")
            && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || "<>\"`\\".unicodeScalars.contains($0) }
    }

    /// The finding for `field: value`, or nil when the value is one the field takes.
    static func problem(field: String, value: String) -> String? {
        if field == "status" {
            guard Status(rawValue: value) == nil else { return nil }
            let known = Status.allCases.map(\.rawValue)
            return "'status' is \(known.dropLast().joined(separator: ", ")) or \(known.last!), not '\(value)'"
                + Suggestion.phrase(for: value.lowercased(), in: known)
        }
        guard Link(rawValue: field) != nil, !isLink(value) else { return nil }
        return "'\(field)' is a link starting with https://, not '\(value)'"
    }

    /// Sets `field` from `value` when it is one of these fields and the value is good.
    mutating func take(field: String, value: String) {
        if field == "status", let status = Status(rawValue: value) { self.status = status }
        if let link = Link(rawValue: field), Self.isLink(value) { links[link] = value }
    }
}
