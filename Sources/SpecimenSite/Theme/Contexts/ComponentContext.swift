import SpecimenPages

/// `page.component` in the layout: a component page's status and links, shown under its title.
struct ComponentContext: TemplateRepresentable, Sendable, Equatable {
    /// The status as written (`beta`, for the badge's class) and in the page's language.
    let status: String
    let statusLabel: String
    let links: [LinkContext]

    /// The strip of a page whose front matter says something of a component; nil otherwise.
    init?(_ metadata: ComponentMetadata, strings: InterfaceStrings) {
        guard !metadata.isEmpty else { return nil }
        (status, statusLabel) = metadata.status.badge(in: strings)
        links = ComponentMetadata.Link.allCases.compactMap { link in
            metadata.links[link].map { LinkContext(title: link.label(in: strings), url: $0) }
        }
    }

    var templateValue: TemplateValue { .object(["status": status, "statusLabel": statusLabel, "links": links]) }
}
