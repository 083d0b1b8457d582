// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
        .library(name: "SpecimenMarkdown", targets: ["SpecimenMarkdown"]),
        .library(name: "SpecimenPages", targets: ["SpecimenPages"]),
        .library(name: "SpecimenSite", targets: ["SpecimenSite"]),
        .library(name: "SpecimenTokens", targets: ["SpecimenTokens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Hummingbird's own foundation; named so that the server may import NIOCore directly.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // The official Model Context Protocol SDK, for `specimen mcp`.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .target(name: "SpecimenDiagnostics"),
        // Lets pages parse on every core despite cmark-gfm 0.29's global character table (see
        // inline_characters.c). Linux only: elsewhere the replacement is not compiled and every
        // parse finishes alone. No unsafe flags, so that SpecimenMarkdown can be a versioned
        // dependency (SwiftPM 6.0 manifests refuse them there, conditions or not).
        .target(name: "CInlineCharacters", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "SpecimenMarkdown", dependencies: ["CCmarkGFM", "CInlineCharacters"]),
        .target(name: "SpecimenTokens", dependencies: ["SpecimenDiagnostics", .product(name: "Yams", package: "Yams")]),
        // What makes one page: config, content, Markdown rendering, blocks, components, the
        // site's view of its tokens, interface strings.
        .target(
            name: "SpecimenPages",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenTokens",
                "SpecimenMarkdown",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Orchestration and output: the pipeline, assembly, navigation, theme, token pages,
        // search, history, checks, output, llms files.
        .target(
            name: "SpecimenSite",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenTokens",
                "SpecimenMarkdown",
                "SpecimenPages",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ],
            // Search splits words with ICU, which Foundation on Linux carries as _FoundationICU.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .target(
            name: "SpecimenServer",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenSite",
                "SpecimenTokens",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .target(
            name: "SpecimenAssistant",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenPages",
                "SpecimenSite",
                "SpecimenTokens",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "specimen",
            dependencies: [
                "SpecimenAssistant",
                "SpecimenDiagnostics",
                "SpecimenPages",
                "SpecimenSite",
                "SpecimenServer",
                "SpecimenTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // Tells `specimen --version` the commit it is built from.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .testTarget(name: "SpecimenDiagnosticsTests", dependencies: ["SpecimenDiagnostics"]),
        .testTarget(name: "SpecimenMarkdownTests", dependencies: ["SpecimenMarkdown"]),
        .testTarget(
            name: "SpecimenTokensTests", dependencies: ["SpecimenDiagnostics", "SpecimenTokens"],
            // Read by path: the schemas xmllint checks the Android export against.
            exclude: ["Export/Android/android-resources.xsd", "Export/Android/android-attributes.xsd"]
        ),
        .testTarget(name: "SpecimenPagesTests", dependencies: ["SpecimenDiagnostics", "SpecimenPages", "SpecimenTokens"]),
        .testTarget(
            name: "SpecimenSiteTests",
            dependencies: [
                "SpecimenDiagnostics", "SpecimenPages", "SpecimenSite", "SpecimenTokens", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "SpecimenAssistantTests",
            dependencies: [
                "SpecimenAssistant", "SpecimenDiagnostics", "SpecimenPages", "SpecimenSite", "SpecimenTokens",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .testTarget(name: "SpecimenServerTests", dependencies: ["SpecimenServer", "SpecimenSite"]),
        // ARCHITECTURE.md against the code: targets, arrows, folders, the test tree.
        .testTarget(name: "RepositoryTests"),
        .testTarget(name: "SpecimenCLITests", dependencies: ["specimen", "SpecimenDiagnostics"]),
        // The MCP part runs the built `specimen mcp`.
        .testTarget(name: "SpecimenFuzzTests", dependencies: ["specimen", "SpecimenDiagnostics", "SpecimenPages", "SpecimenSite", "SpecimenTokens"]),
    ]
)
