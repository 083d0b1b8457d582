import SpecimenPages

extension ComponentMetadata.Status? {
    /// A status as the templates' badges name it: as written (`beta`, for the badge's class) and
    /// in `strings`' language; both empty for a page without one.
    func badge(in strings: InterfaceStrings) -> (status: String, label: String) {
        map { ($0.rawValue, strings[$0.stringKey]) } ?? ("", "")
    }
}
