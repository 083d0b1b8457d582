import Foundation
import SpecimenPages
import SpecimenTokens

/// One thing the search can find, a page or a token: the terms it gives the index and its
/// fragment, the JSON a result is shown from (title, address, and each section's anchor,
/// heading and text, for the link to the nearest heading and the snippet).
///
/// A fragment is `{"t":title,"u":url,"s":[[anchor,heading,prose,code],…]}`, its sections in the
/// order of `SearchText.sections` (a posting's section `n` is `s[n-1]`); a token's also has
/// `"d"`, the line shown under its path (type, value, and with `usage:` its uses in code).
struct SearchDocument: Sendable {
    let postings: PagePostings
    /// The fragment between `[` and `]`: a file of one page's fragment (a long page's) is this
    /// very buffer, where copying megabytes into a file of their own held the index's end back.
    let framedFragment: Data
    /// The fragment's JSON, read in place.
    var fragment: Data { Self.inner(framedFragment) }
    /// A token's places in the code of `usage:`; nil for pages, and without `usage:`.
    private(set) var codeUses: Int?
    /// The hash of the fragment (and of a page's description, which is indexed but not shown):
    /// for the index's version, and to tell which documents an update changed.
    let fragmentHash: UInt64

    /// A rendered page, its address made with `href` from its route; a component page's status
    /// (`Status: Beta`, in `strings`' language) is found with its description and shown with its title.
    init(page: RenderedPage, language: String, strings: InterfaceStrings, href: (String) -> String) {
        let text = SearchText(html: page.contentHTML)
        let status = page.page.frontMatter.component.status.map { "\(strings["componentStatus"]): \(strings[$0.stringKey])" }
        let description = [page.page.frontMatter.description, status].compactMap { $0 }.joined(separator: " ")
        let (title, url) = (page.title, href(page.page.route))
        let reading = PagePostings.Reading(title: title, description: description, text: text, language: language)
        // A page is read a stretch of sections at a time (most are one stretch; a long page's
        // are read on every core), each with its sections' part of the fragment, all their
        // text quoted: read apart, the fragment of a page of megabytes was one core's work.
        let parts = Array(reading.stretches.indices).parallelMap { index in
            let sections = reading.stretches[index]
            return StretchPart(stretch: reading.read(index), sections: Self.sectionsJSON(text.sections[sections], first: sections.lowerBound))
        }
        let sections = parts.map(\.sections)
        let made = { @Sendable () -> (Data, UInt64) in
            let framed = Self.framedFragment(title: title, url: url, sections: sections, status: status)
            return (framed, Self.hash(Self.inner(framed), description: description))
        }
        guard parts.count > 1 else {
            postings = PagePostings(joining: parts.map(\.stretch))
            (framedFragment, fragmentHash) = made()
            return
        }
        // A long page's fragment is made and hashed on another core while its stretches'
        // terms are joined: each was milliseconds of one core, one after the other. Both sides
        // run in one `concurrentPerform`, which runs them in turn when no core is free (a task
        // waited for inside a parallel map waited for the thread pool to grow, about a second).
        let stretches = parts.map(\.stretch)
        nonisolated(unsafe) var joined: PagePostings?
        nonisolated(unsafe) var fragmentAndHash: (Data, UInt64)?
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            if side == 0 { joined = PagePostings(joining: stretches) } else { fragmentAndHash = made() }
        }
        postings = joined!
        (framedFragment, fragmentHash) = fragmentAndHash!
    }

    /// What reading one stretch of a page gives: its terms and its sections' JSON.
    private struct StretchPart: Sendable {
        let stretch: PagePostings.Reading.Stretch
        let sections: [UInt8]
    }

    /// A page made from text rather than Markdown (a section's listing).
    init(title: String, url: String, text: SearchText, language: String) {
        postings = PagePostings(title: title, text: text, language: language)
        framedFragment = Self.framedFragment(title: title, url: url, text: text)
        fragmentHash = Self.hash(Self.inner(framedFragment))
    }

    /// A token: found by its path (and each piece of it), its CSS variable, its type, its value
    /// in every context (a color also as hex), what it aliases and its description.
    /// - Parameter uses: how many places the code of `usage:` uses it and that count in words
    ///   ("12 places in 4 files"), shown on its result; nil without `usage:`.
    init(token: ResolvedToken, view: SiteTokenView, language: String, uses: (count: Int, text: String)? = nil) {
        var values: [String] = []
        // Most contexts give a token the value another gave it: its forms are made once.
        var seen: [TokenValue] = []
        for (_, found) in view.contexts.tokens(at: token.path) where !seen.contains(found.value) {
            seen.append(found.value)
            for form in Self.valueForms(found) where !values.contains(form) { values.append(form) }
        }
        let body = ([token.description(in: language) ?? "", token.typeName] + values).filter { !$0.isEmpty }.joined(separator: " ")
        let code = ([CSSText.customPropertyName(for: token.path)] + (token.aliasOf.map { [$0] } ?? [])).joined(separator: " ")
        let text = SearchText(sections: [SearchText.Section(anchor: nil, body: body, code: code)])
        postings = PagePostings(title: token.path, titleWeight: PagePostings.Weight.heading, text: text, language: language)
        let line = token.typeName + " · " + token.value.css + (uses.map { " · " + $0.text } ?? "")
        codeUses = uses?.count
        framedFragment = Self.framedFragment(title: token.path, url: view.href(token.path), text: text, line: line)
        fragmentHash = Self.hash(Self.inner(framedFragment))
    }

    /// The value as a reader may have it in hand: its CSS, and a color in the forms its swatch
    /// shows (hex, `rgb()`, `oklch()`).
    private static func valueForms(_ token: ResolvedToken) -> [String] {
        guard case .color(let color) = token.shownValue else { return [token.value.css] }
        var forms = [color.cssString]
        for form in [color.hexString, SwatchesBlock.rgbText(color), SwatchesBlock.oklchText(color)] where !forms.contains(form) { forms.append(form) }
        return forms
    }

    /// The hash of a fragment, and of the description a page's has not (hashed after it
    /// rather than joined to it: a copy of a page of megabytes for nothing).
    private static func hash(_ data: Data, description: String = "") -> UInt64 {
        var hash = ContentHash()
        hash.add(data)
        if !description.isEmpty { hash.add(description) }
        return hash.value
    }

    /// The JSON between the brackets of a framed fragment.
    static func inner(_ framed: Data) -> Data {
        framed[(framed.startIndex + 1)..<(framed.endIndex - 1)]
    }

    private static func framedFragment(title: String, url: String, text: SearchText, line: String? = nil, status: String? = nil) -> Data {
        framedFragment(title: title, url: url, sections: [sectionsJSON(text.sections[...], first: 0)], line: line, status: status)
    }

    /// `[fragment]`, the fragment's sections' JSON being `sections`, in parts one after the other.
    private static func framedFragment(title: String, url: String, sections: [[UInt8]], line: String? = nil, status: String? = nil) -> Data {
        // Written as bytes by hand, keys in sorted order: this runs for every page and token of
        // a build, and quotes all of a page's text.
        var head: [UInt8] = Array("[{".utf8)
        if let status {
            head.append(contentsOf: "\"c\":".utf8)
            JSONWriter.appendQuoted(status, to: &head)
            head.append(UInt8(ascii: ","))
        }
        if let line {
            head.append(contentsOf: "\"d\":".utf8)
            JSONWriter.appendQuoted(line, to: &head)
            head.append(UInt8(ascii: ","))
        }
        head.append(contentsOf: "\"s\":[".utf8)
        var tail: [UInt8] = Array("],\"t\":".utf8)
        JSONWriter.appendQuoted(title, to: &tail)
        tail.append(contentsOf: ",\"u\":".utf8)
        JSONWriter.appendQuoted(url, to: &tail)
        tail.append(contentsOf: "}]".utf8)
        // The sections' parts go straight into the fragment: gathered in an array first, a
        // long page's text was copied once more.
        var json = Data(capacity: sections.reduce(head.count + tail.count) { $0 + $1.count })
        json.append(contentsOf: head)
        for part in sections { json.append(contentsOf: part) }
        json.append(contentsOf: tail)
        return json
    }

    /// `[anchor,heading,prose,code]` of each of `sections`, joined by commas, with one before
    /// the first unless it is the page's first (`first` is its position among the page's).
    private static func sectionsJSON(_ sections: ArraySlice<SearchText.Section>, first: Int) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(sections.reduce(0) { $0 + 16 + ($1.anchor?.utf8.count ?? 0) + $1.textByteCount })
        for (offset, section) in sections.enumerated() {
            json.append(contentsOf: (first + offset > 0 ? ",[" : "[").utf8)
            JSONWriter.appendQuoted(section.anchor.map { "#" + $0 } ?? "", to: &json)
            for part in 0..<3 {
                json.append(UInt8(ascii: ","))
                let text = part == 0 ? section.headingBytes : part == 1 ? section.bodyBytes : section.codeBytes
                text.withUnsafeBufferPointer { JSONWriter.appendQuoted(utf8: $0, to: &json) }
            }
            json.append(UInt8(ascii: "]"))
        }
        return json
    }
}
