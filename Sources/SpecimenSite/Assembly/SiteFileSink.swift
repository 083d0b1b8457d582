import Foundation

/// Where a build puts its files as it makes them, instead of keeping them (see
/// `SiteSession.buildAll(progress:into:)`). `write` is called from several threads at once.
public protocol SiteFileSink: AnyObject, Sendable {
    /// Called once, before the first file, with the folder the site is for.
    func begin(output: URL)
    /// One file, by path below the output folder. Failures are kept, and reported at the end.
    func write(_ path: String, _ data: Data)
    /// A file already on disk (a release built before, from its cache), by path below the
    /// output folder: a sink that can link it rather than copy it does.
    func place(_ path: String, from file: URL)
    /// Whether the output already holds `folder` as built with `marker` (see
    /// `OutputWriter.Staging.adopt`), which then stays as it is; false where it cannot tell.
    func adopt(_ folder: String, marker: Data) -> Bool
    /// A file to be written a part at a time, as its parts are made (`llms-full.txt` holds
    /// every page's Markdown): a sink that can write it so holds none of it.
    func beginFile(_ path: String) -> SiteFilePartWriter
}

/// A file of a sink written a part at a time (see `SiteFileSink.beginFile`). Used from one
/// thread at a time.
public protocol SiteFilePartWriter: AnyObject {
    /// Adds `part` at the end of the file.
    func append(_ part: Data)
    /// The file is whole: it takes its place in the site. Nothing is appended after.
    func finish()
}

/// A file held in memory and handed to its sink whole when finished, for sinks that take
/// files whole; with no `finished`, its parts are not kept.
final class HeldFilePartWriter: SiteFilePartWriter {
    private let finished: ((Data) -> Void)?
    private var data = Data()

    init(finished: ((Data) -> Void)?) {
        self.finished = finished
    }

    func append(_ part: Data) {
        if finished != nil { data.append(part) }
    }

    func finish() {
        finished?(data)
        data = Data()
    }
}

extension SiteFileSink {
    public func adopt(_ folder: String, marker: Data) -> Bool { false }

    public func beginFile(_ path: String) -> SiteFilePartWriter {
        HeldFilePartWriter { self.write(path, $0) }
    }

    public func place(_ path: String, from file: URL) {
        if let data = FileManager.default.contents(atPath: file.path) { write(path, data) }
    }

    /// Several files at once, on all cores: creating files costs more than making them.
    func write(all files: [(String, Data)]) {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in write(files[index].0, files[index].1) }
    }
}

/// A sink that keeps nothing: `specimen check` builds everything and writes nothing.
public final class DiscardingSink: SiteFileSink, @unchecked Sendable {
    public init() {}
    public func begin(output: URL) {}
    public func write(_ path: String, _ data: Data) {}
    public func place(_ path: String, from file: URL) {}
    public func beginFile(_ path: String) -> SiteFilePartWriter { HeldFilePartWriter(finished: nil) }
}
