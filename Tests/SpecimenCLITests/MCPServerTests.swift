import Foundation
import Testing

/// `specimen mcp`, the real binary, driven over pipes as a coding assistant drives it: the
/// handshake, the tool list and its schemas, every tool with good and bad arguments on the
/// sample handbook and on a real design system, the pages as resources, and the handbook read
/// again after an edit. Expected values are worked out from the token files, as noted.
@Suite("specimen mcp", .serialized)
struct MCPServerTests {
    /// The sample's tokens, by hand from Content/tokens:
    /// color.primary = {base.color.primary.on-light} (theme/light.tokens.json)
    ///   = {material.color.blue.500} (base/color.tokens.json) = #1f6fe5 (material/color.tokens.json);
    /// in dark {base.color.primary.on-dark} = blue.300 #86b2f5; with increased contrast on-light
    /// is blue.700 #1552b0 (contrast/increased.tokens.json).
    static let primary = ["light": "#1f6fe5", "dark": "#86b2f5", "contrast: increased": "#1552b0"]

    static func withServer<T>(_ root: URL, _ body: (MCPSession) throws -> T) throws -> T {
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        try session.initialize()
        let result = try body(session)
        // Standard output carried JSON-RPC messages and nothing else.
        for line in session.lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["jsonrpc"] as? String == "2.0", "not a JSON-RPC message on standard output: \(line)")
        }
        #expect(try session.finish() == 0)
        return result
    }

    // MARK: The protocol

    @Test func handshakeAndEveryToolWithItsSchema() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let tools = try #require(try session.request("tools/list")["result"] as? [String: Any])["tools"] as? [[String: Any]]
            let byName = Dictionary(uniqueKeysWithValues: (tools ?? []).map { ($0["name"] as? String ?? "", $0) })
            // Each tool: its arguments, which of them are required, and their JSON types.
            let expected: [String: (required: [String], properties: [String: String])] = [
                "find_tokens": ([], ["query": "string", "type": "string", "group": "string", "value": "string", "limit": "integer"]),
                "get_token": (["path"], ["path": "string"]),
                "nearest_colors": (["color"], ["color": "string", "context": "string", "limit": "integer"]),
                "check_contrast": (["foreground", "background"], ["foreground": "string", "background": "string", "context": "string"]),
                "get_component": (["name"], ["name": "string", "where": "object", "context": "string", "limit": "integer"]),
                "search_pages": (["query"], ["query": "string", "language": "string", "limit": "integer"]),
                "find_usages": ([], ["token": "string", "file": "string", "limit": "integer"]),
            ]
            #expect(Set(byName.keys) == Set(expected.keys))
            for (name, shape) in expected {
                let tool = try #require(byName[name], "\(name)")
                #expect((tool["description"] as? String ?? "").count > 100, "\(name) explains itself")
                let schema = try #require(tool["inputSchema"] as? [String: Any], "\(name)")
                #expect(schema["type"] as? String == "object")
                #expect(schema["additionalProperties"] as? Bool == false, "\(name)")
                #expect(Set(schema["required"] as? [String] ?? []) == Set(shape.required), "\(name)")
                let properties = try #require(schema["properties"] as? [String: [String: Any]], "\(name)")
                #expect(properties.mapValues { $0["type"] as? String ?? "" } == shape.properties, "\(name)")
                #expect(properties.values.allSatisfy { ($0["description"] as? String)?.isEmpty == false }, "\(name)")
                #expect((tool["annotations"] as? [String: Any])?["readOnlyHint"] as? Bool == true, "\(name)")
            }
            // An unknown tool is a protocol error; a bad argument is the tool's own answer.
            let unknown = try session.request("tools/call", ["name": "find_token", "arguments": [:] as [String: Any]])
            #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32602)
            #expect(try session.callTool("find_tokens", ["qeury": "x"]).text.contains("did you mean 'query'?"))
            #expect(try session.callTool("get_token", [:]).isError)
            #expect(session.standardError.contains("serving"))
        }
    }

    // MARK: Tools on the sample handbook

    @Test func findAndGetTokensOnTheSample() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let found = try session.callTool("find_tokens", ["query": "primary", "limit": 3])
            let first = try #require((found.structured["tokens"] as? [[String: Any]])?.first)
            // color.primary ends in the query's word (a better match than a path holding it), and is short.
            #expect(first["path"] as? String == "color.primary")
            #expect(first["css"] as? String == Self.primary["light"])
            #expect(first["aliasOf"] as? String == "base.color.primary.on-light")
            #expect(found.text.contains("color.primary (color) #1f6fe5 → base.color.primary.on-light"))
            // By value, in another CSS form: rgb(31 111 229) is #1f6fe5, color.primary's value in light only.
            let byValue = try session.callTool("find_tokens", ["value": "rgb(31 111 229)", "limit": 200])
            let primary = (byValue.structured["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "color.primary" }
            #expect(primary?["valueIn"] as? [String] == ["light"])
            // button.tokens.json: size.{small,medium,large}.{padding-vertical,padding-horizontal,icon}.
            let sizes = try session.callTool("find_tokens", ["type": "dimension", "group": "button.size"])
            #expect(sizes.structured["count"] as? Int == 9)
            #expect(try session.callTool("find_tokens", ["type": "colour"]).text.contains("did you mean 'color'?"))
            #expect(try session.callTool("find_tokens", ["group": "buton"]).text.contains("did you mean 'button'?"))
            #expect(try session.callTool("find_tokens", ["limit": 0]).isError)
            #expect(try session.callTool("find_tokens", ["limit": "ten"]).text.contains("must be a whole number"))

            let token = try session.callTool("get_token", ["path": "color.primary"])
            #expect(!token.isError)
            let values = token.structured["values"] as? [[String: Any]] ?? []
            // Four permutations (theme × contrast), each its own value; dark with increased
            // contrast is on-dark = blue.100 #dce8fc.
            #expect(Set(values.compactMap { $0["css"] as? String }) == ["#1f6fe5", "#86b2f5", "#1552b0", "#dce8fc"])
            #expect(values.first?["aliasChain"] as? [String] == ["color.primary", "base.color.primary.on-light", "material.color.blue.500"])
            #expect(token.structured["cssVariable"] as? String == "--color-primary")
            #expect(token.structured["cssDeclaration"] as? String == "--color-primary: var(--base-color-primary-on-light);")
            let platforms = token.structured["platforms"] as? [[String: Any]] ?? []
            #expect(platforms.compactMap { $0["platform"] as? String } == ["SwiftUI", "Asset catalog", "Compose", "Android", "Tailwind"])
            #expect(token.structured["source"] as? String == "Content/tokens/theme/light.tokens.json:4")
            // theme/light.tokens.json: color.black is deprecated for color.contrast or color.dark.
            let black = try session.callTool("get_token", ["path": "{color.black}"])
            let deprecated = try #require(black.structured["deprecated"] as? [String: Any])
            #expect(deprecated["replacements"] as? [String] == ["color.contrast", "color.dark"])
            #expect(try session.callTool("get_token", ["path": "--color-primary"]).structured["path"] as? String == "color.primary")
            let typo = try session.callTool("get_token", ["path": "color.primay"])
            #expect(typo.isError && typo.text.contains("did you mean 'color.primary'?"))
        }
    }

    @Test func colorsAndContrastOnTheSample() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let nearest = try session.callTool("nearest_colors", ["color": "rgb(31, 111, 229)", "limit": 3])
            let contexts = nearest.structured["contexts"] as? [[String: Any]] ?? []
            #expect(Set(contexts.compactMap { $0["label"] as? String }) == Set(Self.primary.keys))
            let light = try #require(contexts.first { $0["label"] as? String == "light" }?["matches"] as? [[String: Any]])
            // The same color as blue.500, so at no distance; color.primary, the shortest name, first.
            #expect(light.first?["css"] as? String == "#1f6fe5")
            #expect(light.first?["deltaEOK"] as? Double == 0)
            #expect((light.first?["tokens"] as? [String])?.first == "color.primary")
            let distances = light.compactMap { $0["deltaEOK"] as? Double }
            #expect(distances == distances.sorted() && distances.count == 3)
            #expect(try session.callTool("nearest_colors", ["color": "blurple"]).isError)
            #expect(try session.callTool("nearest_colors", ["color": "#fff", "context": "drak"]).text.contains("did you mean 'dark'?"))

            // color.contrast on color.theme: light #16191e (gray.900) on #ffffff. Its channels
            // 22, 25, 30 linearize to 0.00802, 0.00973, 0.01298: luminance 0.0096, ratio
            // 1.05 / 0.0596 = 17.6. In dark the two swap: the same ratio. With increased
            // contrast ink is gray.1000, #000000: 21:1.
            let contrast = try session.callTool("check_contrast", ["foreground": "color.contrast", "background": "color.theme"])
            let byLabel = Dictionary(
                uniqueKeysWithValues: (contrast.structured["contexts"] as? [[String: Any]] ?? []).map { ($0["label"] as? String ?? "", $0) })
            for label in ["light", "dark"] {
                let ratio = try #require(byLabel[label]?["ratio"] as? Double, "\(label)")
                #expect(ratio > 17.5 && ratio < 17.7, "\(label): \(ratio)")
                #expect((byLabel[label]?["passes"] as? [String: Bool])?.values.allSatisfy { $0 } == true)
            }
            #expect(byLabel["contrast: increased"]?["ratio"] as? Double == 21)
            #expect((byLabel["light"]?["apcaLc"] as? Double ?? 0) > 100, "dark on light: positive Lc")
            #expect((byLabel["dark"]?["apcaLc"] as? Double ?? 0) < -100, "light on dark: negative Lc")
            // #777 on white: 0x77 linearizes to 0.1845, ratio 1.05 / 0.2345 = 4.477: large text
            // passes (3), normal text fails (4.5) — the well-known near miss.
            let gray = try session.callTool("check_contrast", ["foreground": "#777", "background": "white"])
            let only = try #require((gray.structured["contexts"] as? [[String: Any]])?.first)
            #expect(only["ratio"] as? Double == 4.47)
            #expect(
                only["passes"] as? [String: Bool] == [
                    "AA text": false, "AA large text": true, "AA non-text": true, "AAA text": false, "AAA large text": false,
                ])
            #expect(
                try session.callTool("check_contrast", ["foreground": "color.primry", "background": "#fff"]).text.contains(
                    "did you mean the token 'color.primary'?"))
            #expect(
                try session.callTool("check_contrast", ["foreground": "radius.small", "background": "#fff"]).text.contains("is a dimension token"))
        }
    }

    /// The sample's `usage:` scans Examples/App: a token's places, a group's, a file's tokens.
    @Test func whereTheSampleAppUsesItsTokens() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let spacing = try session.callTool("find_usages", ["token": "spacing.m"])
            let tokens = try #require(spacing.structured["tokens"] as? [[String: Any]])
            #expect(tokens.first?["token"] as? String == "spacing.m")
            let places = tokens.first?["places"] as? [[String: Any]] ?? []
            #expect(Set(places.compactMap { $0["platform"] as? String }) == ["css", "tailwind", "swift", "compose", "android"])
            #expect(spacing.text.contains("Examples/App/iOS/Sources/CheckoutView.swift:15:"))
            #expect(try session.callTool("find_usages", ["token": "--spacing-m"]).text.hasPrefix("spacing.m: "))
            let group = try session.callTool("find_usages", ["token": "button.capsule"])
            #expect((group.structured["tokens"] as? [[String: Any]])?.count ?? 0 >= 4)
            let file = try session.callTool("find_usages", ["file": "ProductCard.swift"])
            #expect(file.structured["file"] as? String == "Examples/App/iOS/Sources/ProductCard.swift")
            #expect((file.structured["tokens"] as? [[String: Any]])?.contains { $0["token"] as? String == "color.secondary" } == true)
            #expect(try session.callTool("find_usages", ["token": "spacing.mm"]).text.contains("did you mean"))
            #expect(try session.callTool("find_usages", ["file": "Nowhere.swift"]).isError)
        }
    }

    @Test func componentsAndPagesOnTheSample() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let button = try session.callTool("get_component", ["name": "button"])
            // button.component.yml: variant (4) × state (6) × size (3).
            #expect(button.structured["count"] as? Int == 72)
            #expect((button.structured["axes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["variant", "state", "size"])
            // The page showing its matrix says its status.
            #expect(button.structured["status"] as? String == "stable")
            #expect(button.structured["page"] as? String == "https://handbook.specimen.example/components/buttons/")
            #expect(button.text.contains("Documented on Buttons, https://handbook.specimen.example/components/buttons/; status: stable"))
            let one = try session.callTool(
                "get_component", ["name": "button", "where": ["variant": "capsule", "state": "normal", "size": "medium"]])
            let combinations = try #require(one.structured["combinations"] as? [[String: Any]])
            #expect(combinations.count == 1)
            let properties = Dictionary(
                uniqueKeysWithValues: (combinations.first?["properties"] as? [[String: Any]] ?? []).map { ($0["property"] as? String ?? "", $0) })
            // background-color: {button.{variant}.{state}.background} → button.capsule.normal.background
            // = {color.primary}; padding: material.size.10 and .20.
            #expect(properties["background-color"]?["tokens"] as? [String] == ["button.capsule.normal.background"])
            #expect(properties["background-color"]?["css"] as? [String: String] == Self.primary)
            #expect((properties["padding"]?["css"] as? [String: String])?["light"] == "10px 20px")
            #expect(try session.callTool("get_component", ["name": "buton"]).text.contains("did you mean 'button'?"))
            #expect(
                try session.callTool("get_component", ["name": "button", "where": ["variant": "ghost"]]).text.contains(
                    "Values: circular-icon, icon, capsule, text."))
            #expect(try session.callTool("get_component", ["name": "button", "where": ["size": 3]]).isError)

            // Content/foundations/colors.md describes secondary as "the focus ring".
            let focus = try session.callTool("search_pages", ["query": "focus ring", "language": "en"])
            let results = focus.structured["results"] as? [[String: Any]] ?? []
            #expect(results.contains { $0["url"] as? String == "https://handbook.specimen.example/foundations/colors/#semantic-colors" })
            #expect(results.allSatisfy { $0["language"] as? String == "en" })
            // Thai pages written without spaces: ออกแบบ (design) in Content/th/foundations/typography.md.
            let thai = try session.callTool("search_pages", ["query": "ออกแบบ"])
            #expect(
                (thai.structured["results"] as? [[String: Any]])?.contains { $0["file"] as? String == "Content/th/foundations/typography.md" } == true
            )
            // 시스템의 (of the system) in Content/ko/introduction.md is found by 시스템.
            let korean = try session.callTool("search_pages", ["query": "시스템", "language": "ko"])
            #expect((korean.structured["results"] as? [[String: Any]])?.contains { $0["file"] as? String == "Content/ko/introduction.md" } == true)
            #expect(try session.callTool("search_pages", ["query": "x", "language": "xx"]).text.contains("Languages: en, fr, ka, ko, pt, th."))
        }
    }

    /// Every page as Markdown: the build's `*.md` copies, each named by its first heading. Until
    /// the build writes them the list is empty and only the refusal is checked.
    @Test func pagesAsResources() throws {
        try Self.withServer(try MCPHandbooks.sample()) { session in
            let listed = try #require(try session.request("resources/list")["result"] as? [String: Any])
            let resources = listed["resources"] as? [[String: Any]] ?? []
            for resource in resources {
                let uri = try #require(resource["uri"] as? String)
                #expect(uri.hasPrefix("specimen://page/") && uri.hasSuffix(".md"))
                #expect(resource["mimeType"] as? String == "text/markdown")
                #expect((resource["name"] as? String)?.isEmpty == false)
            }
            // Every page's Markdown copy, in every language: the sample's 78 pages less its token
            // and section listings; Colors among them, its references written with their values.
            let uris = resources.compactMap { $0["uri"] as? String }
            #expect(uris.contains("specimen://page/foundations/colors/index.md"))
            #expect(uris.contains("specimen://page/fr/foundations/colors/index.md"))
            let colors = try #require(resources.first { $0["uri"] as? String == "specimen://page/foundations/colors/index.md" })
            #expect(colors["name"] as? String == "Colors")
            let read = try #require(
                try session.request("resources/read", ["uri": "specimen://page/foundations/colors/index.md"])["result"] as? [String: Any])
            let contents = try #require((read["contents"] as? [[String: Any]])?.first)
            #expect(contents["mimeType"] as? String == "text/markdown")
            let text = try #require(contents["text"] as? String)
            #expect(text.hasPrefix("# Colors\n"))
            // color.primary is material blue.500 (#1f6fe5) in light, blue.300 (#86b2f5) in dark.
            #expect(text.contains("color.primary (#1f6fe5; "))
            #expect(text.contains("dark: #86b2f5"))
            let missing = try session.request("resources/read", ["uri": "specimen://page/no/such/index.md"])
            #expect((missing["error"] as? [String: Any])?["code"] as? Int == -32602)
        }
    }

    // MARK: History, a real system, reloading, errors

    /// The sample made a git repository with two releases: get_token tells what changed.
    @Test func historyFromTheHandbooksReleases() throws {
        let root = try MCPHandbooks.sample()
        try MCPHandbooks.git(root, "init", "-q")
        try MCPHandbooks.git(root, "add", "-A")
        try MCPHandbooks.git(root, "commit", "-q", "-m", "One", day: "2025-01-10")
        try MCPHandbooks.git(root, "tag", "handbook-v1.0.0", day: "2025-01-10")
        // color.primary now names the stronger blue in light: strong-on-light, blue.700, #1552b0.
        try MCPHandbooks.edit(
            root, "Content/tokens/theme/light.tokens.json", replacing: "{base.color.primary.on-light}", with: "{base.color.primary.strong-on-light}")
        try MCPHandbooks.git(root, "commit", "-q", "-a", "-m", "Two", day: "2025-02-20")
        try MCPHandbooks.git(root, "tag", "handbook-v1.1.0", day: "2025-02-20")
        try Self.withServer(root) { session in
            let token = try session.callTool("get_token", ["path": "color.primary"])
            let history = token.structured["history"] as? [[String: Any]] ?? []
            #expect(history.compactMap { $0["release"] as? String } == ["1.1.0", "1.0.0"])
            #expect(history.first?["date"] as? String == "2025-02-20")
            #expect((history.first?["text"] as? String)?.contains("light #1f6fe5 → #1552b0") == true, "\(history)")
            #expect(token.text.contains("History (newest first):"))
        }
    }

    /// GitHub Primer, as its team publishes it: bgColor.default is white in light and
    /// #010409 in dark (DesignSystemsTests works both out from the files).
    @Test func aRealDesignSystem() throws {
        try Self.withServer(try MCPHandbooks.realSystem("github-primer")) { session in
            let found = try session.callTool("find_tokens", ["query": "bgColor.default", "limit": 1])
            #expect((found.structured["tokens"] as? [[String: Any]])?.first?["css"] as? String == "#ffffff")
            let token = try session.callTool("get_token", ["path": "bgColor.default"])
            let values = (token.structured["values"] as? [[String: Any]] ?? []).compactMap { $0["css"] as? String }
            #expect(values.first == "#ffffff" && values.contains("#010409"), "\(values)")
            #expect(!token.text.hasPrefix("Note:"), "Primer has warnings, not errors")
            let nearest = try session.callTool("nearest_colors", ["color": "#010409", "context": "dark", "limit": 1])
            let match = ((nearest.structured["contexts"] as? [[String: Any]])?.first?["matches"] as? [[String: Any]])?.first
            #expect(match?["deltaEOK"] as? Double == 0)
            #expect((match?["tokens"] as? [String])?.contains("bgColor.default") == true)
            let contrast = try session.callTool("check_contrast", ["foreground": "fgColor.default", "background": "bgColor.default"])
            let passes = (contrast.structured["contexts"] as? [[String: Any]] ?? []).compactMap { ($0["passes"] as? [String: Bool])?["AA text"] }
            #expect(!passes.isEmpty && passes.allSatisfy { $0 }, "Primer's default text passes AA on its default background in every theme")
            #expect(try session.callTool("get_component", ["name": "button"]).text.contains("no components"))
            #expect((try session.callTool("search_pages", ["query": "publishes"]).structured["results"] as? [[String: Any]])?.count == 1)
        }
    }

    /// Figma's variables export (Tests/Fixtures/figma/variables): get_token gives what Figma
    /// says of the variable, as light.tokens.json writes it under `$extensions`.
    @Test func figmaVariableData() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: MCPHandbooks.repositoryRoot.appendingPathComponent("Tests/Fixtures/figma/variables"), to: root.appendingPathComponent("variables"))
        try Data("title: Figma\ntokens: variables\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        try Data("# Figma\n".utf8).write(to: root.appendingPathComponent("Content/index.md"))
        try Self.withServer(root) { session in
            let brand = try session.callTool("get_token", ["path": "brand"])
            let figma = try #require(brand.structured["figma"] as? [String: Any], "\(brand.text)")
            #expect(figma["com.figma.variableId"] as? String == "VariableID:2:4")
            #expect(figma["com.figma.scopes"] as? [String] == ["ALL_FILLS"])
            #expect(brand.text.contains("Figma: variableId \"VariableID:2:4\""))
        }
    }

    /// An edit on disk shows in the next answer, without restarting the server.
    @Test func answersFollowEditsOnDisk() throws {
        let root = try MCPHandbooks.sample()
        try Self.withServer(root) { session in
            let before = try session.callTool("get_token", ["path": "color.primary"])
            #expect((before.structured["values"] as? [[String: Any]])?.first?["css"] as? String == "#1f6fe5")
            try MCPHandbooks.edit(
                root, "Content/tokens/theme/light.tokens.json", replacing: "{base.color.primary.on-light}",
                with: "{base.color.primary.strong-on-light}")
            let clock = ContinuousClock()
            let start = clock.now
            let after = try session.callTool("get_token", ["path": "color.primary"])
            print("specimen mcp: answer after a token edit in \(clock.now - start)")
            // strong-on-light is blue.700, #1552b0 (base/color.tokens.json, material/color.tokens.json).
            let first = (after.structured["values"] as? [[String: Any]])?.first
            #expect(first?["css"] as? String == "#1552b0")
            #expect(first?["aliasChain"] as? [String] == ["color.primary", "base.color.primary.strong-on-light", "material.color.blue.700"])
            #expect(!after.text.hasPrefix("Note:"), "the edit keeps the handbook clean")
            // A new page is found by the next search.
            try Data("# Elevation of privilege\n\nZanzibar.\n".utf8).write(to: root.appendingPathComponent("Content/zanzibar.md"))
            #expect((try session.callTool("search_pages", ["query": "zanzibar"]).structured["results"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test func aHandbookWithErrorsStillAnswersFromItsTokens() throws {
        let root = try MCPHandbooks.sample()
        try Data("# Broken\n\nSee [the missing page](missing.md).\n".utf8).write(to: root.appendingPathComponent("Content/broken.md"))
        try Self.withServer(root) { session in
            let found = try session.callTool("get_token", ["path": "color.primary"])
            #expect(!found.isError)
            #expect(found.text.hasPrefix("Note: the handbook has 1 error"))
            // The link's target starts in column 24 of line 3.
            #expect(
                (found.structured["handbookErrors"] as? [String]) == [
                    "Content/broken.md:3:24: error: link to missing page 'missing.md' [link-broken]"
                ])
            #expect((found.structured["values"] as? [[String: Any]])?.first?["css"] as? String == "#1f6fe5")
            // Fixing the page clears the note.
            try Data("# Fixed\n".utf8).write(to: root.appendingPathComponent("Content/broken.md"))
            #expect(!(try session.callTool("get_token", ["path": "color.primary"]).text.hasPrefix("Note:")))
        }
    }

    @Test func anUnreadableConfigIsToldThenRecovers() throws {
        let root = try MCPHandbooks.sample()
        let config = try String(contentsOf: root.appendingPathComponent("specimen.yml"), encoding: .utf8)
        try Data("title: [unclosed\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        try Self.withServer(root) { session in
            let broken = try session.callTool("find_tokens", ["query": "primary"])
            #expect(broken.isError && broken.text.contains("cannot be read") && broken.text.contains("[config-syntax]"), "\(broken.text)")
            try Data(config.utf8).write(to: root.appendingPathComponent("specimen.yml"))
            #expect(!(try session.callTool("find_tokens", ["query": "primary"]).isError))
        }
    }

    /// Requests piped in as input ends (`printf '…' | specimen mcp`) are all answered before the
    /// server exits, however late their tasks start.
    @Test func callsSentAsInputClosesAreStillAnswered() throws {
        let root = try MCPHandbooks.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        try session.initialize()
        let calls: [(id: Any, tool: String, arguments: [String: Any])] = [
            (97, "search_pages", ["query": "colors"]), ("ninety-eight", "find_tokens", ["query": "primary"]),
            (99, "get_token", ["path": "color.primary"]),
        ]
        for call in calls {
            try session.send(["jsonrpc": "2.0", "id": call.id, "method": "tools/call", "params": ["name": call.tool, "arguments": call.arguments]])
        }
        try session.send(["jsonrpc": "2.0", "id": 100, "method": "ping"])
        #expect(try session.finish() == 0)
        let answered = session.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        for id in ["97", "ninety-eight", "99", "100"] {
            #expect(answered.contains { "\($0["id"] ?? "")" == id && $0["result"] != nil }, "request \(id) answered")
        }
        #expect(session.lines.contains { $0.contains("\"id\":99") && $0.contains("#1f6fe5") })
    }

    @Test func aMissingHandbookIsAUsageError() throws {
        let outcome = try SpecimenProcess.run(["mcp", "--root", "no/such/handbook"], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("[root-missing]"))
        #expect(outcome.standardOutput.isEmpty)
    }
}
