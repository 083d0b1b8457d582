import Foundation
import Testing

/// `ARCHITECTURE.md` describes the code as it is: every target and folder it names exists and
/// every one that exists is named, and arrows only point down its table of targets.
@Suite("The architecture document and the code")
struct ArchitectureTests {
    static let document = ArchitectureDocument((try? String(contentsOf: repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? "")
    static let sources = repository.appendingPathComponent("Sources")
    static let targetNames = Set(document.targets.map(\.name))

    @Test func everyTargetIsInTheTableAndEveryRowIsATarget() throws {
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") })
        #expect(!Self.targetNames.isEmpty, "ARCHITECTURE.md has no table of targets")
        #expect(
            onDisk.subtracting(Self.targetNames).isEmpty, "targets ARCHITECTURE.md does not name: \(onDisk.subtracting(Self.targetNames).sorted())")
        #expect(
            Self.targetNames.subtracting(onDisk).isEmpty,
            "ARCHITECTURE.md names targets that do not exist: \(Self.targetNames.subtracting(onDisk).sorted())")
    }

    @Test func arrowsPointDownTheTable() {
        for (position, target) in Self.document.targets.enumerated() {
            let below = Set(Self.document.targets.dropFirst(position + 1).map(\.name))
            #expect(
                target.dependsOn.isSubset(of: below),
                "\(target.name) may depend on \(target.dependsOn.subtracting(below).sorted()), which are not below it")
        }
    }

    /// An import of a project target its row does not list fails, upward or sideways.
    @Test func noTargetImportsWhatItsRowDoesNotList() {
        for target in Self.document.targets {
            for file in swiftFiles(below: Self.sources.appendingPathComponent(target.name)) {
                let projectImports = imports(in: file).intersection(Self.targetNames)
                let unlisted = projectImports.subtracting(target.dependsOn)
                #expect(
                    unlisted.isEmpty,
                    "\(file.lastPathComponent) in \(target.name) imports \(unlisted.sorted()), which ARCHITECTURE.md does not let it")
            }
        }
    }

    /// Package.swift declares no dependency between targets that the table does not list.
    @Test func packageDeclaresOnlyListedDependencies() throws {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = PackageTargets(manifest)
        for target in Self.document.targets {
            let dependencies = (declared.dependencies[target.name] ?? []).intersection(Self.targetNames)
            #expect(
                dependencies.isSubset(of: target.dependsOn),
                "Package.swift gives \(target.name) \(dependencies.subtracting(target.dependsOn).sorted())")
        }
        #expect(Set(declared.dependencies.keys).subtracting(Self.targetNames).filter { !$0.hasSuffix("Tests") }.isEmpty)
    }

    @Test func everyFolderIsInTheFolderMapAndEveryNamedFolderExists() {
        var onDisk: Set<String> = []
        for target in Self.targetNames {
            for folder in subfolders(of: Self.sources.appendingPathComponent(target)) { onDisk.insert("\(target)/\(folder)") }
        }
        #expect(!Self.document.folders.isEmpty, "ARCHITECTURE.md has no folder tables")
        #expect(
            onDisk.subtracting(Self.document.folders).isEmpty,
            "folders ARCHITECTURE.md does not name: \(onDisk.subtracting(Self.document.folders).sorted())")
        let missing = Self.document.folders.filter { folder in
            // "The other targets" names a target itself as a folder.
            !Self.targetNames.contains(folder) && !onDisk.contains(folder)
        }
        #expect(missing.isEmpty, "ARCHITECTURE.md names folders that do not exist: \(missing.sorted())")
    }
}

/// The targets of `Package.swift` and the names in their `dependencies:` lists, read as text.
struct PackageTargets {
    let dependencies: [String: Set<String>]

    init(_ manifest: String) {
        var dependencies: [String: Set<String>] = [:]
        let parts = manifest.components(separatedBy: "name: \"").dropFirst()
        for part in parts {
            guard let close = part.firstIndex(of: "\"") else { continue }
            let name = String(part[..<close])
            guard let start = part.range(of: "dependencies: [") else { continue }
            // Up to the end of the list: the next "]" at depth zero.
            var depth = 0
            var end = part.endIndex
            for index in part[start.upperBound...].indices {
                let character = part[index]
                if character == "[" { depth += 1 }
                if character == "]" {
                    if depth == 0 {
                        end = index
                        break
                    }
                    depth -= 1
                }
            }
            // Only a list that belongs to this target: no other target's name before it.
            let list = part[start.upperBound..<end]
            guard !part[..<start.lowerBound].contains(".target(") else { continue }
            let quoted = list.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            dependencies[name] = Set(quoted)
        }
        self.dependencies = dependencies
    }
}
