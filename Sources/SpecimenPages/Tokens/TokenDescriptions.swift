import SpecimenTokens

/// A token's description in each language of the handbook: `$description` in the default one,
/// and in a translation the text `$extensions` gives it under `org.specimen.description`,
/// keyed by language code (`"fr"`, or `"pt"` for `pt-BR`):
///
///     "$description": "The main action and the brand",
///     "$extensions": { "org.specimen.description": { "fr": "L’action principale et la marque" } }
extension ResolvedToken {
    static let descriptionExtension = "org.specimen.description"

    /// The description in `language`, falling back to `$description`.
    package func description(in language: String) -> String? {
        guard case .object(let extensions)? = extensions?.value, case .object(let texts)? = extensions[Self.descriptionExtension]?.value
        else { return description }
        let primary = language.split(separator: "-").first.map(String.init) ?? language
        for code in [language, primary] {
            if case .string(let text)? = texts[code]?.value { return text }
        }
        return description
    }
}
