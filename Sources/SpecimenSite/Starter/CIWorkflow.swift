import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What `specimen init --ci github|gitlab` writes: a workflow that checks pull requests (their
/// findings on the lines they concern, their token changes in one comment), and on the main
/// branch builds the handbook with its whole history (the tags token history reads, the cache
/// of published versions kept between runs) and publishes it to the host's Pages under the
/// repository's path. It installs the released binary named by `SPECIMEN_VERSION`, checking its
/// checksum; no Swift toolchain.
public struct CIWorkflow: Sendable {
    /// Where the workflow runs.
    public enum Host: String, Sendable, CaseIterable {
        case github, gitlab

        /// The workflow's path from the repository's root.
        public var path: String {
            switch self {
            case .github: ".github/workflows/specimen.yml"
            case .gitlab: ".gitlab-ci.yml"
            }
        }
    }

    public let host: Host
    /// The handbook's folder from the repository's root (`.` when it is the root).
    public let handbook: String
    /// The release the workflow installs.
    public let version: String

    public init(host: Host, handbook: String, version: String = SpecimenVersion.current) {
        self.host = host
        self.handbook = handbook.isEmpty ? "." : handbook
        self.version = version
    }

    /// Where releases are downloaded from: `RELEASES/vVERSION/specimen-VERSION-linux-ARCH.tar.gz`,
    /// each with a `.sha256` beside it (see `Scripts/release`).
    public static let releases = "https://github.com/specimen-handbook/specimen/releases/download"

    /// The workflow's text.
    public var text: String {
        switch host {
        case .github: github
        case .gitlab: gitlab
        }
    }

    /// The handbook's folder as a YAML scalar in single quotes.
    var quotedHandbook: String { Self.singleQuoted(handbook) }

    /// `text` as a YAML scalar in single quotes, which escape nothing but `'`.
    static func singleQuoted(_ text: String) -> String { "'" + text.replacingEvery("'", with: "''") + "'" }

    /// The folder the versions cache is in, as a path from the repository's root.
    var versionsCache: String { handbook == "." ? ".specimen/versions" : handbook + "/.specimen/versions" }

    /// The shell lines that download the release `SPECIMEN_VERSION` for the runner's
    /// architecture from `SPECIMEN_RELEASES`, check it against its `.sha256`, and unpack it into
    /// `~/.specimen-bin` (each line after `indent`; the caller puts the folder on the path).
    static func installLines(indent: String) -> String {
        """
        archive="specimen-${SPECIMEN_VERSION}-linux-$(uname -m).tar.gz"
        curl -fsSLO "${SPECIMEN_RELEASES}/v${SPECIMEN_VERSION}/${archive}"
        curl -fsSLO "${SPECIMEN_RELEASES}/v${SPECIMEN_VERSION}/${archive}.sha256"
        sha256sum -c "${archive}.sha256"
        mkdir -p "$HOME/.specimen-bin"
        tar -xzf "$archive" -C "$HOME/.specimen-bin"
        rm "$archive" "${archive}.sha256"
        """.split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
    }
}
