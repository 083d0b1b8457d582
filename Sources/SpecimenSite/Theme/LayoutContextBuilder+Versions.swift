import SpecimenPages

/// The version switcher, and what a release published beside the current handbook says of it.
extension LayoutContextBuilder {
    /// Whether the pages have a version switcher: the current handbook with `versions:`, and
    /// every release published beside it.
    var hasVersions: Bool {
        config.publishedVersion != nil || !config.releases.isEmpty
    }

    /// The page at `route` in each version. A release lists the current handbook and itself
    /// (the scripts add the others from `versions.json`): its pages do not change when another
    /// release is published, so that it is built once.
    func describeVersions(of page: inout PageContext, route: String) {
        let encoded = PageRoute.encoded(route)
        guard let version = config.publishedVersion else {
            let below = String(config.baseURL.path.dropFirst(config.rootURL.path.count))
            page.versions =
                [VersionLinkContext(label: strings["latestVersion"], href: config.baseURL.href(encoded), isCurrent: true)]
                + config.releases.map { release in
                    // The same page where the release has it, else the release's home in the language, else its home.
                    let home = release.pages.contains(below + "index.html") ? below : ""
                    let page = release.pages.contains(below + route + "index.html") ? below + encoded : home
                    return VersionLinkContext(
                        label: release.name, href: config.rootURL.path + VersionSettings.folder(of: release.name) + page, isCurrent: false)
                }
            return
        }
        // The language folder of a translation, below the release's own root.
        let releaseRoot = version.current.path + VersionSettings.folder(of: version.name)
        let below = config.baseURL.path.hasPrefix(releaseRoot) ? String(config.baseURL.path.dropFirst(releaseRoot.count)) : ""
        let current = version.current.path + below + encoded
        page.versions = [
            VersionLinkContext(label: strings["latestVersion"], href: current, isCurrent: false),
            VersionLinkContext(label: version.name, href: config.baseURL.href(encoded), isCurrent: true),
        ]
        page.versionNotice = strings.format("oldVersionNotice", ["version": version.name])
        page.currentVersionURL = current
        page.canonical = (version.current.origin ?? "") + current
    }
}
