import ArgumentParser
import Foundation
import SpecimenTokens

extension TokensExport {
    /// xcassets, compose, android-xml and tailwind: resolves what the format needs, writes it, and
    /// says on standard error how many tokens the format has no place for.
    func exportForPlatform(_ source: TokenOptions.Source, appearance: AppearanceModifier) throws {
        let base = source.base
        if format == .tailwind {
            let defaults = source.resolve(base.inputs)
            try report(base.diagnostics + defaults.diagnostics)
            let export = TailwindExporter.export(defaults.tokens)
            FileHandle.standardOutput.write(Data(export.text.utf8))
            if let summary = export.uncarried.summary { Terminal.writeErrorLine(summary) }
            return
        }
        let tokens = try appearanceTokens(source, appearance: appearance)
        switch format {
        case .compose:
            let export = ComposeExporter.export(tokens, package: package ?? ComposeExporter.defaultPackage)
            FileHandle.standardOutput.write(Data(export.text.utf8))
            if let summary = export.uncarried.summary { Terminal.writeErrorLine(summary) }
        default:
            let folder = format == .xcassets ? AssetCatalogExporter.export(tokens) : AndroidResourceExporter.export(tokens)
            try write(folder)
        }
    }

    /// Each appearance's tokens (light, dark, and their high-contrast versions where the project has them).
    private func appearanceTokens(_ source: TokenOptions.Source, appearance: AppearanceModifier) throws -> AppearanceTokens {
        let base = source.base
        let inputs = source.project.platformAppearanceInputs(base: base.inputs, appearance: appearance)
        // Only the asset catalog has a high-contrast appearance; the others need not resolve it.
        let withContrast = format == .xcassets
        let light = source.resolve(inputs.light)
        let others = [inputs.dark, withContrast ? inputs.highContrast : nil, withContrast ? inputs.darkHighContrast : nil].map {
            $0.map(source.resolve)
        }
        try report(base.diagnostics + light.diagnostics + others.flatMap { $0?.diagnostics ?? [] })
        return AppearanceTokens(light: light.tokens, dark: others[0]?.tokens, highContrast: others[1]?.tokens, darkHighContrast: others[2]?.tokens)
    }

    private func write(_ folder: ExportedFolder) throws {
        try folder.writeForCommand(to: output!)
        Terminal.writeError("Wrote \(folder.files.count) files to \(output!)")
        if let summary = folder.uncarried.summary { Terminal.writeErrorLine(summary) }
    }
}
