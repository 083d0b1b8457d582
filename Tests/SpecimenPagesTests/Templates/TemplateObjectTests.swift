import Testing

@testable import SpecimenPages

@Suite("Template objects")
struct TemplateObjectTests {
    /// Names that share their length and their first and last bytes, so that only the whole
    /// name tells them apart, and names of every length around the seven bytes a fingerprint reads.
    static let names: [String] = {
        var names = ["", "a", "url", "title", "isCurrent", "breadcrumbsHTML", "tocHTML", "navHTML", "é", "naïve", "日本語"]
        for middle in ["a", "b", "ab", "ba", "xyz", "xzy"] { names.append("prefix-" + middle + "-suffix") }
        for length in 1...17 { names.append(String(repeating: "n", count: length)) }
        return names
    }()

    /// Random sets, replacements and removals keep the members a dictionary keeps, in the order
    /// each was first set.
    @Test func membersAreFoundAsADictionaryFindsThem() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var object = TemplateObject()
            var expected: [String: Int] = [:]
            var order: [String] = []
            for step in 0..<40 {
                let name = Self.names.randomElement(using: &generator)!
                if Bool.random(using: &generator) || expected[name] == nil {
                    object[name] = .int(step)
                    if expected.updateValue(step, forKey: name) == nil { order.append(name) }
                } else {
                    object[name] = nil
                    expected[name] = nil
                    order.removeAll { $0 == name }
                }
            }
            for name in Self.names {
                guard case .int(let found)? = object[name] else {
                    #expect(expected[name] == nil, "\(name)")
                    continue
                }
                #expect(found == expected[name], "\(name)")
            }
            #expect(object.keys == order && object.count == order.count)
            #expect(object.map(\.key) == order)
        }
    }

    /// swift-mustache writes an object out in the object's order, as a dictionary literal.
    @Test func anObjectWrittenOutKeepsItsOrder() {
        let object = TemplateValue.object(["title": .string("Home"), "count": .int(2), "open": .bool(true), "nothing": .object(TemplateObject())])
        #expect(object.text == #"["title": "Home", "count": 2, "open": true, "nothing": [:]]"#)
    }
}
