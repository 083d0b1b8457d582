import CCmarkGFM
import CInlineCharacters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decides which parses may finish at the same time.
///
/// cmark-gfm 0.29 keeps its table of special inline characters in globals, set and cleared by
/// every parse (see `inline_characters.c`). With the counting replacement in place, parses
/// using the same inline extensions as GitHub-flavored pages share the table and run side by
/// side; a parse with another set runs alone, with the table exactly as cmark-gfm sets it.
/// Where the replacement is not in effect (the library's own function is bound, as in a
/// program that links SpecimenMarkdown without exporting the symbol), every parse runs alone.
enum InlineParsingGate {
    /// The extensions that declare special inline characters.
    static let inlineExtensions: Set<MarkdownExtension> = [.strikethrough, .autolink]

    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
        return lock
    }()

    /// Whether parses with the shared set may overlap: the first parse, alone, shows whether
    /// the counting replacement was called. It exists on Linux only (see `inline_characters.c`).
    private static let sharing: Bool = {
        #if os(Linux)
            probeReplacement()
        #else
            false
        #endif
    }()

    private static func probeReplacement() -> Bool {
        ExtensionRegistry.ensureRegistered()
        let before = specimen_inline_characters_calls()
        let parser: OpaquePointer = cmark_parser_new(CMARK_OPT_DEFAULT)
        defer { cmark_parser_free(parser) }
        for name in inlineExtensions.map(\.rawValue) {
            if let pointer = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, pointer) }
        }
        "~~probe~~ www.example.com".withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        pthread_rwlock_wrlock(lock)
        let document = cmark_parser_finish(parser)
        pthread_rwlock_unlock(lock)
        cmark_node_free(document)
        return specimen_inline_characters_calls() > before
    }

    /// Whether this process parses pages on several cores at once.
    static var parsesInParallel: Bool { sharing }

    /// Whether parses with these extensions finish side by side.
    static func finishesTogether(extensions: Set<MarkdownExtension>) -> Bool {
        sharing && extensions.isSuperset(of: inlineExtensions)
    }

    static func finish(_ parser: OpaquePointer, extensions: Set<MarkdownExtension>) -> OpaquePointer {
        if finishesTogether(extensions: extensions) {
            pthread_rwlock_rdlock(lock)
        } else {
            pthread_rwlock_wrlock(lock)
        }
        defer { pthread_rwlock_unlock(lock) }
        return cmark_parser_finish(parser)
    }
}
