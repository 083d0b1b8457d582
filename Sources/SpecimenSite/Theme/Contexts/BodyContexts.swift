import SpecimenPages

/// What `section.mustache` (a section's listing) and `404.mustache` see.
struct PageBodyContext: TemplateRepresentable {
    let site: SiteContext
    let page: BodyPage

    /// `page` in a body template: its title, and a listing's children.
    struct BodyPage: TemplateRepresentable {
        let title: String
        /// The pages a section lists; nil for the 404 page.
        let children: [SectionChildContext]?
        /// Links to a long listing's other pages.
        var pager: ListingPagerContext?

        var templateValue: TemplateValue { .object(["title": title, "children": children, "pager": pager]) }
    }

    var templateValue: TemplateValue { .object(["site": site, "page": page]) }
}

/// `page.pager` in `section.mustache`: where a listing page sits among the listing's pages.
struct ListingPagerContext: TemplateRepresentable {
    let number: Int
    let count: Int
    /// The entries shown, counted from 1 (`201`–`400` of `total`).
    let first: Int
    let last: Int
    let total: Int
    let previous: String?
    let next: String?
    /// The first and last pages and those near this one; `isGap` stands for the pages left out.
    let pages: [PagerLink]

    /// "Pages 201–400 of 1,000", in the page's language.
    var rangeText = ""

    struct PagerLink: TemplateRepresentable {
        let number: Int
        let url: String
        let isCurrent: Bool
        let isGap: Bool
        /// "Page 3", the link's label.
        var label = ""

        var templateValue: TemplateValue {
            .object(["number": number, "url": url, "isCurrent": isCurrent, "isGap": isGap, "label": label])
        }
    }

    /// nil for a listing of one page.
    init?(_ listing: SectionListing, page number: Int, href: (String) -> String, strings: InterfaceStrings = InterfaceStrings.inEnglish) {
        let count = listing.pageCount
        guard count > 1 else { return nil }
        self.number = number
        self.count = count
        let shown = listing.entries(onPage: number)
        first = shown.startIndex + 1
        last = shown.endIndex
        total = listing.section.children.count
        previous = number > 1 ? href(listing.route(ofPage: number - 1)) : nil
        next = number < count ? href(listing.route(ofPage: number + 1)) : nil
        var pages: [PagerLink] = []
        let near = Set([1, count] + (max(1, number - 2)...min(count, number + 2)))
        for candidate in near.sorted() {
            if let previous = pages.last, candidate > previous.number + 1 {
                pages.append(PagerLink(number: 0, url: "", isCurrent: false, isGap: true))
            }
            pages.append(
                PagerLink(
                    number: candidate, url: href(listing.route(ofPage: candidate)), isCurrent: candidate == number, isGap: false,
                    label: strings.format("pageNumber", ["number": strings.number(candidate)])))
        }
        self.pages = pages
        rangeText = strings.format("listingRange", ["first": strings.number(first), "last": strings.number(last), "total": strings.number(total)])
    }

    var templateValue: TemplateValue {
        .object([
            "number": number, "count": count, "first": first, "last": last, "total": total, "previous": previous, "next": next,
            "pages": pages, "rangeText": rangeText,
        ])
    }
}
