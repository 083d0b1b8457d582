import Foundation
import SpecimenPages

/// A git tag that holds a release: its name, the commit it points at, its date and, for an
/// annotated tag, its message (the release notes).
struct ReleaseTag: Sendable, Hashable {
    let tag: String
    let commit: String
    /// `YYYY-MM-DD`: the tagger's date for an annotated tag, the commit's otherwise.
    let date: String
    let notes: String?

    /// The tags matching `pattern`, in version order (`v1.10.0` after `v1.9.0`).
    static func list(matching pattern: String, git: Git) -> [ReleaseTag]? {
        // Fields are separated by NUL and records by SOH, which neither names nor messages hold.
        let format = "%(refname:strip=2)%00%(objecttype)%00%(*objectname)%00%(objectname)%00%(creatordate:short)%00%(contents)%01"
        guard let output = git.data(["for-each-ref", "--sort=v:refname", "--format=" + format, "refs/tags/" + pattern]) else { return nil }
        return output.split(separator: 1).compactMap { record in
            let fields = record.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 6 else { return nil }
            let name = fields[0].trimmingCharacters(in: .whitespacesAndNewlines)
            let annotated = fields[1] == "tag"
            let commit = annotated ? fields[2] : fields[3]
            guard !name.isEmpty, !commit.isEmpty else { return nil }
            let notes = annotated ? Self.notes(fromMessage: fields[5]) : nil
            return ReleaseTag(tag: name, commit: commit, date: fields[4], notes: notes)
        }
    }

    /// A tag message without its signature, or nil when nothing is left.
    private static func notes(fromMessage message: String) -> String? {
        var text = message
        if let signature = text.range(of: "-----BEGIN PGP SIGNATURE-----") ?? text.range(of: "-----BEGIN SSH SIGNATURE-----") {
            text = String(text[..<signature.lowerBound])
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
