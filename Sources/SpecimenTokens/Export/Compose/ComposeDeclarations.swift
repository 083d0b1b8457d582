import Foundation

extension ComposeExporter {
    /// Writes each token's property and the color schemes.
    struct DeclarationWriter {
        let light: ResolvedTokenSet
        let dark: ResolvedTokenSet?
        let names: ComposeNames
        let expressions: [String: (text: String, isConstant: Bool)]

        /// KDoc, deprecation, and `val name get() = …` (`const val` for constants), an alias as
        /// a getter of the target's property. No type is written: inside `DesignTokens` a group's object
        /// (`Color`) would hide the type of that name.
        func declaration(for token: ResolvedToken, name: String) -> [String] {
            let expression = expressions[token.path]!
            var lines = documentation(for: token)
            lines += deprecation(for: token)
            if let target = aliasReference(token) {
                // A getter even for constants: a const val may not name one declared after it in the same object.
                lines.append("val \(name) get() = \(target)")
            } else {
                lines.append(expression.isConstant ? "const val \(name) = \(expression.text)" : "val \(name) get() = \(expression.text)")
            }
            return lines
        }

        /// `DesignTokens.Color.contrast` when the token aliases one this file declares with the same value.
        private func aliasReference(_ token: ResolvedToken) -> String? {
            // Only where the target is written alike: a font size aliasing a plain size is sp, not the target's dp.
            guard let target = token.aliasOf, let targetToken = light[target], targetToken.type == token.type,
                let written = expressions[target], written.text == expressions[token.path]?.text,
                targetToken.deprecation == nil || token.deprecation != nil
            else { return nil }
            return names.valueName(for: target)
        }

        /// `/** `color.primary`: #0a84ff */`, after the description when there is one; colors
        /// that change give both values.
        func documentation(for token: ResolvedToken) -> [String] {
            var value = token.value.css
            if let darkToken = dark?[token.path], token.type == .color, darkToken.value.css != value {
                value = "light \(value), dark \(darkToken.value.css)"
            }
            let summary = KotlinLiteral.commentText("`\(token.path.replacingEvery("`", with: "'"))`: \(value)")
            guard let description = token.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty else {
                return ["/** \(summary) */"]
            }
            return ["/**", " * \(KotlinLiteral.commentText(description))", " *", " * \(summary)", " */"]
        }

        /// `@kotlin.Deprecated("…")`, `{path}` in the explanation replaced by the replacement's name.
        func deprecation(for token: ResolvedToken) -> [String] {
            guard let deprecation = token.deprecation else { return [] }
            var message = deprecation.explanation ?? "Deprecated."
            for path in deprecation.replacements {
                guard let name = names.valueName(for: path) else { continue }
                message = message.replacingEvery("{\(path)}", with: name)
            }
            return ["@kotlin.Deprecated(\(KotlinLiteral.string(message.components(separatedBy: .newlines).joined(separator: " "))))"]
        }

        /// `TokenColors`, its light and dark instances, and `LocalTokenColors`.
        func writeColorSchemes(_ colors: [ResolvedToken], into writer: inout SwiftSourceWriter) {
            writer.blank()
            writer.line("/** The color tokens of one appearance: [LightTokenColors] or [DarkTokenColors], as [LocalTokenColors] provides. */")
            writer.line("@Immutable")
            writer.open("abstract class TokenColors")
            for (index, token) in colors.enumerated() {
                if index > 0 { writer.blank() }
                writer.line("/** \(KotlinLiteral.commentText("`\(token.path.replacingEvery("`", with: "'"))`")) */")
                for line in deprecation(for: token) { writer.line(line) }
                writer.line("abstract val \(names.colorProperty(for: token.path)!): Color")
            }
            writer.close()
            let appearances: [(String, String, ResolvedTokenSet?)] = [
                ("LightTokenColors", "The colors of the light appearance.", light),
                (
                    "DarkTokenColors",
                    dark == nil ? "The colors of the dark appearance (the tokens have none: the light ones)." : "The colors of the dark appearance.",
                    dark
                ),
            ]
            for (name, summary, tokens) in appearances {
                writer.blank()
                writer.line("/** \(summary) */")
                writer.open("object \(name) : TokenColors()")
                for token in colors {
                    var color = token.value
                    if let other = tokens?[token.path]?.value, other.type == .color { color = other }
                    guard case .color(let value) = color else { continue }
                    for line in deprecation(for: token) { writer.line(line) }
                    writer.line("override val \(names.colorProperty(for: token.path)!): Color get() = \(ComposeValueWriter.color(value))")
                }
                writer.close()
            }
            writer.blank()
            writer.line("/**")
            writer.line(" * The colors of the current appearance, light unless provided otherwise:")
            writer.line(
                " * `CompositionLocalProvider(LocalTokenColors provides if (isSystemInDarkTheme()) DarkTokenColors else LightTokenColors) { … }`.")
            writer.line(" */")
            writer.line("val LocalTokenColors = staticCompositionLocalOf<TokenColors> { LightTokenColors }")
        }
    }
}
