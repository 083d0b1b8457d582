import Foundation
import Testing

/// Reproducers of what a hostile or broken client did to `specimen mcp`, each through the real
/// binary over pipes with its input made here: colors with absurd numbers.
@Suite("specimen mcp, hardened", .serialized)
struct MCPHardeningTests {
    static func withSession<T>(initialized: Bool = true, _ body: (MCPSession) throws -> T) throws -> T {
        let root = try MCPHandbooks.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        if initialized { try session.initialize() }
        let result = try body(session)
        #expect(try session.finish(timeout: 60) == 0)
        return result
    }

    // MARK: Tools

    /// `oklch(50% 1e308 0)` was an internal error (its conversions overflowed to infinities).
    @Test func colorsWithAbsurdNumbersAreTheToolsOwnError() throws {
        try Self.withSession { session in
            for color in ["oklch(50% 1e308 0)", "lab(1e300 0 0)", "color(srgb 1e7 0 0)", "oklch(50% 0.1 1e308deg)"] {
                let nearest = try session.callTool("nearest_colors", ["color": color])
                #expect(nearest.isError && nearest.text.contains("±1,000,000"), "\(color): \(nearest.text)")
                let contrast = try session.callTool("check_contrast", ["foreground": color, "background": "white"])
                #expect(contrast.isError && contrast.text.contains("±1,000,000"), "\(color): \(contrast.text)")
            }
            // The largest components allowed are answered, whatever they mean.
            let largest = try session.callTool("nearest_colors", ["color": "oklch(50% 1000000 1000000)"])
            #expect(!largest.isError, "\(largest.text)")
            let contrast = try session.callTool("check_contrast", ["foreground": "lab(1000000 -1000000 1000000)", "background": "white"])
            #expect(!contrast.isError, "\(contrast.text)")
        }
    }
}
