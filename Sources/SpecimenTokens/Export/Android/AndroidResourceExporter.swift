/// `tokens export --format android-xml`: a resource folder for an Android app (add it to the
/// module's `res` source sets). Colors in `values/colors.xml` as `#AARRGGBB`, with the dark
/// values that differ in `values-night/colors.xml`; lengths and numbers in `values/dimens.xml`
/// (dp, text lengths in sp, fractions for percentages, numbers as float items); weights and
/// durations (ms) in `values/integers.xml`; strings and font stacks in `values/strings.xml`;
/// booleans in `values/bools.xml`; typography as text appearance styles in `values/styles.xml`;
/// cubic Béziers as path interpolators in `interpolator/`. Names: see `AndroidResourceNames`.
public enum AndroidResourceExporter {
    /// The resource files, from `light` and, for `values-night`, `dark`.
    public static func export(_ appearances: AppearanceTokens) -> ExportedFolder {
        let light = appearances.light
        let names = AndroidResourceNames(light)
        let roles = TokenRoles(light)
        var uncarried = UncarriedTokens(
            format: "android-xml", reason: "Android resources hold no shadows, borders, gradients or transitions", total: light.tokens.count)
        var values: [String: [String]] = [:]
        var interpolators: [ExportedFolder.File] = []
        for token in light.tokens {
            guard let kind = names.kind(for: token.path), let name = names.name(for: token.path) else {
                uncarried.add(token)
                continue
            }
            if case .cubicBezier(let curve) = token.value {
                interpolators.append(.init(path: "interpolator/\(name).xml", text: AndroidResourceValues.interpolator(curve, path: token.path)))
            } else if let element = AndroidResourceValues.element(token, kind: kind, name: name, role: roles[token.path]) {
                values[file(for: kind), default: []].append(entry(element, path: token.path))
            } else {
                uncarried.add(token)
            }
        }
        var files = valueFiles.compactMap { file in values[file].map { ExportedFolder.File(path: "values/\(file)", text: resources($0)) } }
        if let dark = appearances.dark, let night = nightColors(light: light, dark: dark, names: names) { files.append(night) }
        return ExportedFolder(format: "android-xml", files: files + interpolators, uncarried: uncarried)
    }

    /// `values-night/colors.xml`: the colors whose dark value differs; nil when none does.
    private static func nightColors(light: ResolvedTokenSet, dark: ResolvedTokenSet, names: AndroidResourceNames) -> ExportedFolder.File? {
        var entries: [String] = []
        for token in light.tokens {
            guard case .color(let color) = token.value, let name = names.name(for: token.path),
                case .color(let darkColor)? = dark[token.path]?.value, PlatformColor.argbHex(darkColor) != PlatformColor.argbHex(color)
            else { continue }
            entries.append(entry("<color name=\"\(name)\">#\(PlatformColor.argbHex(darkColor))</color>", path: token.path))
        }
        return entries.isEmpty ? nil : ExportedFolder.File(path: "values-night/colors.xml", text: resources(entries))
    }

    private static let valueFiles = ["colors.xml", "dimens.xml", "integers.xml", "bools.xml", "strings.xml", "styles.xml"]

    private static func file(for kind: AndroidResourceKind) -> String {
        switch kind {
        case .color: "colors.xml"
        case .dimen, .fraction: "dimens.xml"
        case .integer: "integers.xml"
        case .bool: "bools.xml"
        case .string, .array: "strings.xml"
        case .style, .interpolator: "styles.xml"
        }
    }

    /// The element after a comment naming its token's path, indented inside `<resources>`.
    private static func entry(_ element: String, path: String) -> String {
        "<!-- \(AndroidXMLText.comment(path)) -->\n\(element)".split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    }

    private static func resources(_ entries: [String]) -> String {
        AndroidXMLText.header + AndroidXMLText.generated + "<resources>\n" + entries.joined(separator: "\n") + "\n</resources>\n"
    }
}
