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
              "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } },
              "radius": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
              "breakpoint": { "$type": "dimension", "md": { "$value": { "value": 768, "unit": "px" } } },
              "typography": { "$type": "typography", "body": { "$value": {
                "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } } } }
            """)
        return UsageVocabulary(resolution.tokens)
    }()

    static func uses(_ text: String, _ kind: SourceKind = .text) -> [String] {
        UsageScanner.uses(in: text, kind: kind, vocabulary: vocabulary).map {
            "\($0.line):\($0.column) \($0.platform.rawValue) \($0.token) \($0.written)"
        }
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
            Self.uses(css, .preprocessedStyle) == [
                "2:19 css color.primary --color-primary", "3:22 css color.primary-strong --color-primary-strong",
                "5:20 css space.m --space-m",
            ])
    }

    @Test func aScriptNamesTheBareProperty() {
        let script = #"el.style.setProperty("--color-primary", "red"); const s = `var(--space-m)`; const no = "x--color-primary";"#
        #expect(Self.uses(script, .script) == ["1:23 css color.primary --color-primary", "1:64 css space.m --space-m"])
    }

    @Test func androidResourcesInXMLAndCode() {
        let xml = """
            <Button android:background="@color/primary" android:padding="@dimen/space_m"
                android:textColor="@color/primary_strong_x" />
            """
        #expect(Self.uses(xml, .xml) == ["1:29 android color.primary @color/primary", "1:62 android space.m @dimen/space_m"])
        let kotlin = "view.setBackgroundColor(getColor(R.color.primary)); val p = R.dimen.space_m; val q = BR.color.primary"
        #expect(Self.uses(kotlin, .kotlin) == ["1:34 android color.primary R.color.primary", "1:61 android space.m R.dimen.space_m"])
    }

    @Test func dtcgReferencesInOtherFiles() {
        let json = #"{ "button": { "$value": "{color.primary}" }, "x": "{color.primary.nope}", "y": "{ color.primary }" }"#
        #expect(Self.uses(json) == ["1:26 dtcg color.primary {color.primary}"])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(Self.uses("/* Größe */ a { b: var(--space-m) }") == ["1:24 css space.m --space-m"])
    }

    @Test func swiftNamesTheExportsMembersAndTheAssetCatalog() {
        let swift = """
            import SwiftUI
            // Color.Token.primary in a comment is no use
            struct Card: View {
                var body: some View {
                    Text("Hi").foregroundStyle(Color.Token.primary)
                        .padding(DesignTokens.Space.m).background(SwiftUI.Color.Token.primaryStrong.opacity(0.5))
                        .font(Font.Token.body)
                    Rectangle().fill(Color("primary")).stroke(Color(uiColor: UIColor(named: "primary-strong")!))
                    let s = "Color.Token.primary // in a string"; let t = Color.Token.primaryish
                    /* DesignTokens.Space.m */ Color.primaryStrong
                }
            }
            """
        #expect(
            Self.uses(swift, .swift) == [
                "5:36 swift color.primary Color.Token.primary", "6:22 swift space.m DesignTokens.Space.m",
                "6:63 swift color.primary-strong Color.Token.primaryStrong", "7:19 swift typography.body Font.Token.body",
                #"8:32 swift color.primary "primary""#, #"8:81 swift color.primary-strong "primary-strong""#,
                "10:36 swift color.primary-strong Color.primaryStrong",
            ])
    }

    @Test func composeNamesTheColorsOfTheThemeAndTheObjects() {
        let kotlin = """
            @Composable fun Card() {
                Text("Hi", color = LocalTokenColors.current.primary) // LocalTokenColors.current.primaryStrong
                Box(Modifier.padding(DesignTokens.Space.m).background(colorResource(R.color.primary_strong)))
                val url = "https://example.com/" ; val c = LocalTokenColors.current.primaryStrong
            }
            """
        #expect(
            Self.uses(kotlin, .kotlin) == [
                "2:24 compose color.primary LocalTokenColors.current.primary", "3:26 compose space.m DesignTokens.Space.m",
                "3:73 android color.primary-strong R.color.primary_strong",
                "4:48 compose color.primary-strong LocalTokenColors.current.primaryStrong",
            ])
    }

    @Test func tailwindUtilitiesOnTheThemeVariables() {
        let html = """
            <!-- bg-primary in a comment -->
            <div class="bg-primary hover:bg-primary-strong/50 md:p-m -mt-m !rounded-small text-body text-primary bg-primaryish">
              <span className={clsx("gap-x-m", "border-primary")}>x</span>
            </div>
            """
        #expect(
            Self.uses(html, .markup) == [
                "2:13 tailwind color.primary bg-primary", "2:24 tailwind color.primary-strong hover:bg-primary-strong/50",
                "2:51 tailwind breakpoint.md md:p-m", "2:51 tailwind space.m md:p-m", "2:58 tailwind space.m -mt-m",
                "2:64 tailwind radius.small !rounded-small", "2:79 tailwind typography.body text-body",
                "2:89 tailwind color.primary text-primary", "3:26 tailwind space.m gap-x-m", "3:37 tailwind color.primary border-primary",
            ])
        #expect(Self.uses(".card { @apply bg-primary p-m; }", .style) == ["1:16 tailwind color.primary bg-primary", "1:27 tailwind space.m p-m"])
    }

    @Test func aDeclarationIsNoUse() {
        let css = ":root { --color-primary: red; --space-m : 1rem } .a { color: var(--color-primary); }"
        #expect(Self.uses(css, .style) == ["1:66 css color.primary --color-primary"])
    }

    @Test func theKindOfAFileComesFromItsExtension() {
        #expect(SourceKind(fileName: "App/View.swift") == .swift)
        #expect(SourceKind(fileName: "Main.KT") == .kotlin)
        #expect(SourceKind(fileName: "theme.scss") == .preprocessedStyle)
        #expect(SourceKind(fileName: "index.tsx") == .script)
        #expect(SourceKind(fileName: "page.vue") == .markup)
        #expect(SourceKind(fileName: "res/layout/main.xml") == .xml)
        #expect(SourceKind(fileName: "tokens.json") == .text)
        #expect(SourceKind(fileName: "Makefile") == .text)
    }
}
