import Foundation
import Testing

@testable import SpecimenTokens

/// What the platform export tests share: the sample handbook, the real design systems beside
/// the repository, resolving their appearances, and running the tools that check the output.
enum PlatformExportSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let designSystems = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The sample handbook: theme light/dark, contrast standard/increased.
    static func sample() -> TokenProject {
        TokenProject.load(path: "Content/tokens/handbook.resolver.json", relativeTo: packageRoot)
    }

    /// One of the six real systems, by file name without `.resolver.json`.
    static func designSystem(_ name: String) -> TokenProject {
        TokenProject.load(path: "\(name).resolver.json", relativeTo: designSystems)
    }

    /// Each appearance of `project` resolved, as the command resolves them (`choosing` the contexts
    /// of modifiers without a default); fails the test on resolution errors.
    static func appearances(
        _ project: TokenProject, choosing: [String: String] = [:], highContrast: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppearanceTokens {
        let inputs = project.platformAppearanceInputs(base: project.baseInputs(choosing: choosing).inputs, appearance: AppearanceModifier())
        func resolve(_ inputs: [String: String]?) -> ResolvedTokenSet? {
            guard let inputs else { return nil }
            let resolution = project.resolve(inputs: inputs)
            #expect(
                !resolution.hasErrors, "\(inputs): \(resolution.diagnostics.filter { $0.severity == .error }.prefix(3))",
                sourceLocation: sourceLocation)
            return resolution.tokens
        }
        return AppearanceTokens(
            light: resolve(inputs.light)!, dark: resolve(inputs.dark), highContrast: highContrast ? resolve(inputs.highContrast) : nil,
            darkHighContrast: highContrast ? resolve(inputs.darkHighContrast) : nil)
    }

    /// Token files with awkward names and values, for every format: digits first, keywords of
    /// Swift, Kotlin and Java, names equal after normalisation, emoji, accents, quotes, and a
    /// color outside Display P3.
    static let awkward = resolveTokens(
        #"""
        {
          "color": {
            "$type": "color",
            "default": {"$value": \#(srgbRed), "$description": "Line one\nline two */ /* and \"quotes\" \\ back $x"},
            "class": {"$value": \#(srgbBlue), "$deprecated": "Use {color.default}."},
            "on-light": {"$value": \#(srgbRed)},
            "onLight": {"$value": \#(srgbBlue)},
            "on_light": {"$value": "{color.default}"},
            "On Light": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.5}},
            "500": {"$value": \#(srgbRed)},
            "🎨": {"$value": \#(srgbRed)},
            "grün": {"$value": \#(srgbBlue)},
            "in": {"$value": \#(srgbBlue)},
            "accent": {"$root": {"$value": \#(srgbBlue)}, "hover": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}},
            "wide": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.4, 30]}}
          },
          "colors": {"default": {"$type": "color", "$value": "#123456"}},
          "spacing": {"$type": "dimension", "m": {"$value": {"value": 1.5, "unit": "rem"}}, "neg": {"$value": {"value": -4, "unit": "px"}}, "half": {"$value": {"value": 50, "unit": "%"}}, "wide": {"$value": {"value": 10, "unit": "vw"}}},
          "font": {
            "size": {"$type": "dimension", "body": {"$value": {"value": 16, "unit": "px"}}},
            "weight": {"$type": "fontWeight", "bold": {"$value": "bold"}},
            "family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "system-ui"]}, "mono": {"$value": ["ui-monospace", "Menlo"]}},
            "letter-spacing": {"$type": "dimension", "wide": {"$value": {"value": 0.05, "unit": "em"}}}
          },
          "heading": {"size": {"$type": "dimension", "$value": "{font.size.body}"}},
          "DesignTokens": {"in": {"$type": "number", "$value": 2}},
          "radius": {"$type": "dimension", "default": {"$value": {"value": 4, "unit": "px"}}, "full": {"$value": {"value": 9999, "unit": "px"}}},
          "motion": {"fast": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}}, "ease": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]}},
          "text": {"$type": "string", "alias": {"$value": "{text.quote}"}, "quote": {"$value": "It's \"quoted\" & <b> @home 50% \\ back\nline  two $x"}, "lead": {"$value": " ?lead"}},
          "flag": {"$type": "boolean", "on": {"$value": true}},
          "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5, "fontStyle": "italic", "textDecoration": "underline line-through"}}},
          "shadow": {"$type": "shadow", "$value": {"color": \#(srgbRed), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
          "duration": {"$type": "duration", "slow": {"$value": {"value": 400, "unit": "ms"}}}
        }
        """#)

    /// Runs a program and returns its status, standard output and standard error.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        // Standard error goes to a file, so that neither stream can fill while the other is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errors)
    }

    /// Whether a program is on the PATH.
    static func has(_ program: String) -> Bool {
        (try? run(["which", program]).status) == 0
    }
}
