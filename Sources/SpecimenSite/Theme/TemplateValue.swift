/// A template context value converted once from `Any`, so that rendering looks names up in
/// plain dictionaries instead of asking the Swift runtime about protocols at every tag (which
/// made swift-mustache the largest part of a build). It keeps swift-mustache's meanings:
/// any string (even empty) or number opens a section, `false`, nil and empty lists do not.
enum TemplateValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// Elements are converted when a section reaches them: a list no template reads (the token
    /// index's per-group `tokens`, thousands of entries) costs nothing.
    case list(TemplateList)
    case dictionary([String: TemplateValue], original: Any)
    /// Anything else: rendered as swift-mustache renders it, with no members.
    case opaque(String)

    init(_ any: Any) {
        switch any {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let dictionary as [String: Any]: self = .dictionary(dictionary.mapValues(TemplateValue.init), original: any)
        case let list as [[String: Any]]: self = .list(TemplateList(count: list.count, original: any) { TemplateValue(list[$0]) })
        case let list as [String]: self = .list(TemplateList(count: list.count, original: any) { .string(list[$0]) })
        case let list as [Any]: self = .list(TemplateList(count: list.count, original: any) { TemplateValue(list[$0]) })
        case let optional as TemplateOptional:
            self = .opaque(optional.wrappedValue.map { String(describing: $0) } ?? String(describing: any))
        default:
            self = Self.reflecting(any)
        }
    }

    /// Other values are read as swift-mustache reads them: stored properties by label.
    private static func reflecting(_ any: Any) -> TemplateValue {
        let mirror = Mirror(reflecting: any)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return .opaque(String(describing: any)) }
        var members: [String: TemplateValue] = [:]
        for child in mirror.children {
            guard let label = child.label, members[label] == nil else { continue }
            if let optional = child.value as? TemplateOptional {
                if let wrapped = optional.wrappedValue { members[label] = TemplateValue(wrapped) }
            } else {
                members[label] = TemplateValue(child.value)
            }
        }
        return .dictionary(members, original: any)
    }

    /// The member `name`, when this is a dictionary.
    func member(_ name: String) -> TemplateValue? {
        if case .dictionary(let members, _) = self { return members[name] }
        return nil
    }

    /// The text `{{name}}` shows (before escaping).
    var text: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .list(let list): String(describing: list.original)
        case .dictionary(_, let original): String(describing: original)
        case .opaque(let text): text
        }
    }

    /// swift-mustache's transforms of strings, lists, dictionaries and integers; nil where the
    /// value has no such transform.
    func transformed(_ name: String) -> TemplateValue? {
        switch (self, name) {
        case (.string(let text), "empty"): .bool(text.isEmpty)
        case (.string(let text), "lowercased"): .string(text.lowercased())
        case (.string(let text), "uppercased"): .string(text.uppercased())
        case (.list(let list), "empty"): .bool(list.count == 0)
        case (.list(let list), "count"): .int(list.count)
        case (.list(let list), "first"): list.count > 0 ? list.element(0) : nil
        case (.list(let list), "last"): list.count > 0 ? list.element(list.count - 1) : nil
        case (.dictionary(let members, _), "empty"): .bool(members.isEmpty)
        case (.dictionary(let members, _), "count"): .int(members.count)
        case (.int(let number), "equalzero"): .bool(number == 0)
        case (.int(let number), "plusone"): .int(number + 1)
        case (.int(let number), "minusone"): .int(number - 1)
        case (.int(let number), "even"): .bool(number & 1 == 0)
        case (.int(let number), "odd"): .bool(number & 1 == 1)
        default: nil
        }
    }
}

/// A list whose elements are converted on demand.
struct TemplateList {
    let count: Int
    let original: Any
    let element: (Int) -> TemplateValue
}

/// Lets a value stored as `Any` be recognised as an Optional.
private protocol TemplateOptional {
    var wrappedValue: Any? { get }
}

extension Optional: TemplateOptional {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
