/// Makes the names a format gives tokens distinct, the same way whatever order tokens come in.
///
/// Every token whose name nobody else wants keeps it. Where several want one name, paths in
/// lower case (the usual spelling in token files) come first, then in code-point order: the first
/// keeps the name, the others get the lowest free number (`brand-primary-2`).
enum UniqueNames {
    /// - Parameters:
    ///   - wanted: each token's path and the name it would have alone.
    ///   - caseInsensitive: whether names differing only in case clash (file names on macOS and
    ///     Windows, Kotlin classes compiled to them).
    ///   - numbered: the name with a number, `("primary", 2)` → `primary-2`.
    /// - Returns: each path's name.
    static func assign(
        _ wanted: [(path: String, name: String)], caseInsensitive: Bool, numbered: (String, Int) -> String
    ) -> [String: String] {
        func key(_ name: String) -> String { caseInsensitive ? name.lowercased() : name }
        let ordered = wanted.map { (entry: $0, isLower: $0.path == $0.path.lowercased()) }
            .sorted { a, b in a.isLower != b.isLower ? a.isLower : a.entry.path < b.entry.path }.map(\.entry)
        var taken: Set<String> = []
        var result: [String: String] = [:]
        for entry in ordered where result[entry.path] == nil && taken.insert(key(entry.name)).inserted {
            result[entry.path] = entry.name
        }
        for entry in ordered where result[entry.path] == nil {
            var counter = 2
            while taken.contains(key(numbered(entry.name, counter))) { counter += 1 }
            let name = numbered(entry.name, counter)
            taken.insert(key(name))
            result[entry.path] = name
        }
        return result
    }
}
