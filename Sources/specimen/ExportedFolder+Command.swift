import ArgumentParser
import Foundation
import SpecimenTokens

extension ExportedFolder {
    /// Writes the folder at `path` (relative to the current folder), as `tokens export` and
    /// `tokens convert` do: a failure is said on standard error and ends the command.
    func writeForCommand(to path: String) throws {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        do {
            try write(to: url)
        } catch let error as ExportedFolder.WriteError {
            Terminal.writeError("error: \(error.description)")
            throw ExitCode.failure
        } catch {
            Terminal.writeError("error: could not write '\(path)': \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }
}
