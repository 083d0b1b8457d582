import Testing

@testable import SpecimenTokens

/// Finding tokens in code by the names the exports give them: whole names only, at their line
/// and column, in CSS, SCSS, scripts, Android XML and code, and DTCG references.
@Suite("Token uses in code")
struct UsageScannerTests {
    static let vocabulary: UsageVocabulary = {
        let resolution = resolveTokens(
            """
            { "color": { "$type": "color",
                "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
                "primary-strong": { "$value": { "colorSpace": "srgb", "components": [0, 0.2, 0.6] } } },
              "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } } }
            """)
        return UsageVocabulary(resolution.tokens)
    }()

    static func uses(_ text: String) -> [String] {
        UsageScanner.uses(in: text, vocabulary: vocabulary).map { "\($0.line):\($0.column) \($0.platform.rawValue) \($0.token) \($0.written)" }
    }

    @Test func cssAndScssByCustomPropertyAsAWholeName() {
        let css = """
            .button {
              background: var(--color-primary);
              border-color: var( --color-primary-strong );
              outline-color: var(--color-primary-stronger, red);
              margin: calc(var(--space-m) * 2);
            }
            $x: --color-primaryish;
            """
        #expect(
            Self.uses(css) == [
                "2:19 css color.primary --color-primary", "3:22 css color.primary-strong --color-primary-strong",
                "5:20 css space.m --space-m",
            ])
    }

    @Test func aScriptNamesTheBareProperty() {
        let script = #"el.style.setProperty("--color-primary", "red"); const s = `var(--space-m)`; const no = "x--color-primary";"#
        #expect(Self.uses(script) == ["1:23 css color.primary --color-primary", "1:64 css space.m --space-m"])
    }

    @Test func androidResourcesInXMLAndCode() {
        let xml = """
            <Button android:background="@color/primary" android:padding="@dimen/space_m"
                android:textColor="@color/primary_strong_x" />
            """
        #expect(Self.uses(xml) == ["1:29 android color.primary @color/primary", "1:62 android space.m @dimen/space_m"])
        let kotlin = "view.setBackgroundColor(getColor(R.color.primary)); val p = R.dimen.space_m; val q = BR.color.primary"
        #expect(Self.uses(kotlin) == ["1:34 android color.primary R.color.primary", "1:61 android space.m R.dimen.space_m"])
    }

    @Test func dtcgReferencesInOtherFiles() {
        let json = #"{ "button": { "$value": "{color.primary}" }, "x": "{color.primary.nope}", "y": "{ color.primary }" }"#
        #expect(Self.uses(json) == ["1:26 dtcg color.primary {color.primary}"])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(Self.uses("/* Größe */ a { b: var(--space-m) }") == ["1:24 css space.m --space-m"])
    }
}
