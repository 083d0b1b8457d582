extension String {
    /// The first part of a `/`-separated path that is not empty (`a` for `/a/b/`), as
    /// `split(separator: "/").first` gives it, found in the bytes: splitting compares
    /// Characters, and a build split every page's route ten folders deep several times.
    package var firstPathPart: Substring? {
        withPathBytes { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes.nextIndex(of: UInt8(ascii: "/"), from: start) ?? bytes.count
                if end > start { return (start, end) }
                start = end + 1
            }
            return nil
        }
    }

    /// The last part that is not empty (`b` for `a/b/`), as `split(separator: "/").last`.
    package var lastPathPart: Substring? {
        withPathBytes { bytes in
            var end = bytes.count
            while end > 0 {
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
                if start < end { return (start, end) }
                end = start - 1
            }
            return nil
        }
    }

    /// The path before its last `/` ("" when it has none) and the part after it: `a/b` and
    /// `c` for `a/b/c`. Cut in the bytes, as a page's folder is cut from its source path
    /// (`ContentPage.folder`); splitting by Characters cost more, ten folders deep.
    package var folderAndName: (folder: String, name: String) {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", self) }
        return (String(self[..<slash]), String(self[utf8.index(after: slash)...]))
    }

    /// Whether the path has more than one part that is not empty (`a/b`, not `a/` or `/a`).
    package var hasSeveralPathParts: Bool {
        guard let first = firstPathPart else { return false }
        let rest = self[first.endIndex...].utf8
        return rest.contains { $0 != UInt8(ascii: "/") }
    }

    /// The part of the path between the byte offsets `find` gives, nil when it gives none.
    private func withPathBytes(_ find: (UnsafeBufferPointer<UInt8>) -> (Int, Int)?) -> Substring? {
        var text = self
        guard let (start, end) = text.withUTF8(find) else { return nil }
        let bytes = utf8
        // `/` is ASCII, so each offset found falls on a scalar's first byte.
        return self[bytes.index(bytes.startIndex, offsetBy: start)..<bytes.index(bytes.startIndex, offsetBy: end)]
    }
}
