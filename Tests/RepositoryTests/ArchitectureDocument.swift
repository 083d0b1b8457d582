import Foundation

/// The repository's `ARCHITECTURE.md`, read as the tests hold the code to it: its table of
/// targets with what each depends on, and its tables of folders.
struct ArchitectureDocument {
    /// A row of the targets table.
    struct Target {
        let name: String
        /// The project targets it may depend on.
        let dependsOn: Set<String>
    }

    /// In the order of the table, the highest first.
    let targets: [Target]
    /// Every folder the folder tables name, as paths below `Sources/` (`SpecimenSite/Pipeline/Steps`).
    let folders: Set<String>

    init(_ text: String) {
        var targets: [Target] = []
        var folders: Set<String> = []
        var section = ""
        var target: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.hasPrefix("### ") { target = String(line.dropFirst(4)) }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let first = Self.codeSpans(in: cells[1]).first else { continue }
            if section == "Targets", cells.count >= 4 {
                targets.append(Target(name: first, dependsOn: Set(Self.codeSpans(in: cells[3]))))
            } else if section == "Folders", let target, first.hasSuffix("/") {
                let folder = String(first.dropLast())
                // "The other targets" names whole targets' folders by themselves.
                folders.insert(target == "The other targets" ? folder : "\(target)/\(folder)")
            }
        }
        self.targets = targets
        self.folders = folders
    }

    /// The text of each `` `code` `` span of a table cell.
    static func codeSpans(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// The repository's own folder.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folders below `folder`, as paths relative to it, every depth.
func subfolders(of folder: URL) -> [String] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
    var found: [String] = []
    for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        found.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
    }
    return found.sorted()
}

/// The Swift files below `folder`, every depth.
func swiftFiles(below folder: URL) -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
}

/// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`).
func imports(in file: URL) -> Set<String> {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    var modules: Set<String> = []
    for line in text.split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { continue }
        let name =
            words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) ? words[2] : words[1]
        modules.insert(String(name.split(separator: ".").first ?? ""))
    }
    return modules
}
