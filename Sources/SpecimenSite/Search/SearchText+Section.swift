extension SearchText {
    /// A part of a page's text: the text under one heading with an anchor (or before the first).
    struct Section: Equatable {
        /// The heading's `id`; nil for the text before the first heading that has one.
        var anchor: String?
        /// The heading's, the prose's and the code's text as UTF-8, kept as the reader gathers
        /// it: made into strings, every page's text was validated and copied once more (a
        /// Thai or Korean build's 1.3 %), when the index and the fragments read it as bytes.
        /// Valid UTF-8 when the HTML read is, as every cut falls at an ASCII byte and an entity
        /// stands for one.
        var headingBytes: [UInt8]
        var bodyBytes: [UInt8]
        var codeBytes: [UInt8]

        var heading: String { String(decoding: headingBytes, as: UTF8.self) }
        var body: String { String(decoding: bodyBytes, as: UTF8.self) }
        var code: String { String(decoding: codeBytes, as: UTF8.self) }

        init(anchor: String? = nil, heading: String = "", body: String = "", code: String = "") {
            self.init(anchor: anchor, headingBytes: Array(heading.utf8), bodyBytes: Array(body.utf8), codeBytes: Array(code.utf8))
        }

        init(anchor: String?, headingBytes: [UInt8], bodyBytes: [UInt8], codeBytes: [UInt8]) {
            (self.anchor, self.headingBytes, self.bodyBytes, self.codeBytes) = (anchor, headingBytes, bodyBytes, codeBytes)
        }

        /// How many bytes its heading, prose and code take.
        var textByteCount: Int { headingBytes.count + bodyBytes.count + codeBytes.count }
    }
}
