/// The `Contents.json` of one color set: an entry for the any appearance, and one for each other
/// appearance the color needs, as Xcode writes them.
enum ColorSetContents {
    /// One appearance's entry: the traits it requires and its color.
    struct Entry {
        var dark = false
        var highContrast = false
        var color: ColorValue
    }

    static func json(_ entries: [Entry]) -> String {
        JSONWriter.write(.object(["colors": .array(entries.map(entry)), "info": AssetCatalogExporter.info]))
    }

    private static func entry(_ entry: Entry) -> JSONValue {
        var traits: [JSONValue] = []
        if entry.dark { traits.append(.object(["appearance": .string("luminosity"), "value": .string("dark")])) }
        if entry.highContrast { traits.append(.object(["appearance": .string("contrast"), "value": .string("high")])) }
        var members: [(String, JSONValue)] = traits.isEmpty ? [] : [("appearances", .array(traits))]
        members.append(("color", color(entry.color)))
        members.append(("idiom", .string("universal")))
        return .object(members: members)
    }

    /// Components as Xcode writes them, strings with three decimals; sRGB where the color fits,
    /// Display P3 otherwise.
    private static func color(_ value: ColorValue) -> JSONValue {
        let color = PlatformColor(value)
        return .object([
            "color-space": .string(color.space == .sRGB ? "srgb" : "display-p3"),
            "components": .object([
                "alpha": .string(component(color.alpha)), "blue": .string(component(color.blue)),
                "green": .string(component(color.green)), "red": .string(component(color.red)),
            ]),
        ])
    }

    static func component(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
