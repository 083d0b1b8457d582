import SpecimenPages
import SpecimenTokens

/// What a token page (and a tombstone) shows of the code using the token: how many places in
/// how many files, then per platform the first places linked to their line and the rest folded.
struct CodeUsesContext: TemplateRepresentable {
    /// "12 places in 4 files", in the page's language.
    let summary: String
    let platforms: [Platform]
    /// "No code in ../app uses this token.", for a token no code uses.
    let none: String
    /// Files the scan left out, when it left any out.
    let skipped: String?

    /// One platform's uses.
    struct Platform: TemplateRepresentable {
        /// `Swift`, `CSS`, …
        let label: String
        let summary: String
        /// The first places, shown.
        let first: [Place]
        /// The others, folded, as many as a page lists.
        let rest: [Place]
        /// "7 more".
        let moreLabel: String
        /// Places beyond those listed, which `specimen usage` lists.
        let unlisted: Int

        var templateValue: TemplateValue {
            .object([
                "label": label, "summary": summary, "first": first, "rest": rest, "hasRest": !rest.isEmpty, "moreLabel": moreLabel,
                "unlisted": unlisted > 0 ? unlisted : nil,
            ])
        }
    }

    /// One place: the file and line (linked to the repository when the folder has one) and the name as written.
    struct Place: TemplateRepresentable {
        let file: String
        let line: Int
        let link: String?
        let written: String

        /// The file as HTML that a narrow screen may break after each `/` rather than inside a name.
        var fileHTML: String { HTMLEscaping.escape(file).replacingEvery("/", with: "/<wbr>") }

        var templateValue: TemplateValue { .object(["file": file, "fileHTML": fileHTML, "line": line, "link": link, "written": written]) }
    }

    var templateValue: TemplateValue {
        .object(["summary": summary, "platforms": platforms, "hasUses": !platforms.isEmpty, "none": none, "skipped": skipped])
    }
}
