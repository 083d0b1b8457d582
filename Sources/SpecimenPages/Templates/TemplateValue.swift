/// What a template sees: text, flags, numbers, lists and objects, made from the typed contexts
/// (`Theme/Contexts/`). The compiled renderer walks it; swift-mustache gets it as plain Swift
/// values (`mustacheObject`). It keeps swift-mustache's meanings: any string (even empty) or
/// number opens a section, `false`, a missing member and an empty list do not.
package enum TemplateValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// Elements are converted when a section reaches them: a list no template reads (the token
    /// index's per-group `tokens`, thousands of entries) costs nothing.
    case list(TemplateList)
    case object(TemplateObject)

    /// An object of the members that are not nil.
    package static func object(_ members: KeyValuePairs<String, (any TemplateRepresentable)?>) -> TemplateValue {
        var object = TemplateObject()
        object.reserveCapacity(members.count)
        for (key, value) in members {
            if let value { object[key] = value.templateValue }
        }
        return .object(object)
    }

    /// The member `name`, when this is an object.
    package func member(_ name: String) -> TemplateValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// The text `{{name}}` shows (before escaping), as swift-mustache shows the same value.
    package var text: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .list, .object: String(describing: mustacheObject)
        }
    }

    /// The value as swift-mustache reads it: strings, Bools, Ints, arrays, and objects as it
    /// reads dictionaries (`MustacheMembers`).
    package var mustacheObject: Any {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag
        case .int(let number): number
        case .list(let list): (0..<list.count).map { list.element($0).mustacheObject }
        case .object(let members): MustacheMembers(members: members.map { (key: $0.key, value: $0.value.mustacheObject) })
        }
    }

    /// swift-mustache's transforms of strings, lists, objects and integers; nil where the
    /// value has no such transform.
    package func transformed(_ name: String) -> TemplateValue? {
        switch (self, name) {
        case (.string(let text), "empty"): .bool(text.isEmpty)
        case (.string(let text), "lowercased"): .string(text.lowercased())
        case (.string(let text), "uppercased"): .string(text.uppercased())
        case (.list(let list), "empty"): .bool(list.count == 0)
        case (.list(let list), "count"): .int(list.count)
        case (.list(let list), "first"): list.count > 0 ? list.element(0) : nil
        case (.list(let list), "last"): list.count > 0 ? list.element(list.count - 1) : nil
        case (.object(let members), "empty"): .bool(members.isEmpty)
        case (.object(let members), "count"): .int(members.count)
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
package struct TemplateList {
    package let count: Int
    package let element: (Int) -> TemplateValue

    package init<Items: RandomAccessCollection>(_ items: Items) where Items.Element: TemplateRepresentable, Items.Index == Int {
        count = items.count
        let start = items.startIndex
        element = { items[start + $0].templateValue }
    }
}

/// A typed value a template can read.
package protocol TemplateRepresentable {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateRepresentable {
    package var templateValue: TemplateValue { self }
}

extension String: TemplateRepresentable {
    package var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateRepresentable {
    package var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateRepresentable {
    package var templateValue: TemplateValue { .int(self) }
}

extension Array: TemplateRepresentable where Element: TemplateRepresentable {
    package var templateValue: TemplateValue { .list(TemplateList(self)) }
}
