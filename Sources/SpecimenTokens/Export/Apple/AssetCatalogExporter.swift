/// `tokens export --format xcassets`: an asset catalog with a color set per color token, for
/// Xcode projects that take colors from asset catalogs (`Color("brand-primary")`, Interface
/// Builder, widgets). Each color set holds the any (light) appearance and, where the project has
/// them and the color needs them, the dark one and high contrast alone and with dark.
///
/// An asset catalog holds no lengths, type or timing: the other tokens are reported as left out.
public enum AssetCatalogExporter {
    /// The catalog's and every color set's `info`, as Xcode writes it.
    static let info: JSONValue = .object(["author": .string("xcode"), "version": .number(1)])

    /// The catalog's files: `Contents.json`, then `<name>.colorset/Contents.json` per color token.
    public static func export(_ appearances: AppearanceTokens) -> ExportedFolder {
        let light = appearances.light
        let names = AssetCatalogNames(light)
        var uncarried = UncarriedTokens(format: "xcassets", reason: "an asset catalog holds colors only", total: light.tokens.count)
        var files = [ExportedFolder.File(path: "Contents.json", text: JSONWriter.write(.object(["info": info])))]
        for token in light.tokens {
            guard case .color(let color) = token.value, let name = names.name(for: token.path) else {
                uncarried.add(token)
                continue
            }
            let entries = self.entries(color, path: token.path, appearances)
            files.append(.init(path: "\(name).colorset/Contents.json", text: ColorSetContents.json(entries)))
        }
        return ExportedFolder(format: "xcassets", files: files, uncarried: uncarried)
    }

    /// The any entry, and the others only where the color needs them. When high contrast differs
    /// anywhere, every appearance is written out, so that no trait combination falls back to an
    /// entry meant for another one.
    private static func entries(_ light: ColorValue, path: String, _ appearances: AppearanceTokens) -> [ColorSetContents.Entry] {
        func color(in tokens: ResolvedTokenSet?) -> ColorValue? {
            if case .color(let color)? = tokens?[path]?.value { return color }
            return nil
        }
        let dark = color(in: appearances.dark)
        let highContrast = color(in: appearances.highContrast)
        let darkHighContrast = color(in: appearances.darkHighContrast)
        let contrastDiffers = (highContrast.map { $0 != light } ?? false) || (darkHighContrast.map { $0 != (dark ?? light) } ?? false)
        var entries = [ColorSetContents.Entry(color: light)]
        if let dark, dark != light || contrastDiffers { entries.append(.init(dark: true, color: dark)) }
        if contrastDiffers {
            entries.append(.init(highContrast: true, color: highContrast ?? light))
            if appearances.dark != nil { entries.append(.init(dark: true, highContrast: true, color: darkHighContrast ?? dark ?? light)) }
        }
        return entries
    }
}
