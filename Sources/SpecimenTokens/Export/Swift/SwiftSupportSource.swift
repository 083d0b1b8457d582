/// The fixed part of the exported Swift file: platform-neutral value types, and the SwiftUI
/// initializers that turn them into `Color` and `Font`.
enum SwiftSupportSource {
    static let valueTypes = #"""
        /// A color token: its value in the light and in the dark appearance (the same when it does not change).
        public struct TokenColor: Hashable, Sendable {
            /// One color, components from 0 to 1 in an RGB space.
            public struct Value: Hashable, Sendable {
                /// The RGB space of the components.
                public enum Space: String, Hashable, Sendable { case sRGB, displayP3 }
                public var space: Space
                public var red: Double
                public var green: Double
                public var blue: Double
                public var opacity: Double

                public init(_ space: Space, red: Double, green: Double, blue: Double, opacity: Double = 1) {
                    self.space = space
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.opacity = opacity
                }
            }

            public var light: Value
            public var dark: Value

            public init(light: Value, dark: Value) {
                self.light = light
                self.dark = dark
            }

            public init(_ value: Value) {
                self.init(light: value, dark: value)
            }

            /// Whether the color changes between the light and the dark appearance.
            public var isAdaptive: Bool { light != dark }
        }

        /// A text style; sizes in points (1px = 1pt, 1rem = 16pt), line height as a multiple of the size.
        public struct TokenTypography: Hashable, Sendable {
            /// How text is cased (CSS `text-transform`).
            public enum TextCase: String, Hashable, Sendable { case uppercase, lowercase, capitalize }

            public var fontFamily: [String]
            public var fontSize: Double
            public var fontWeight: Double
            /// Tracking in points; nil when the style leaves it to the font.
            public var letterSpacing: Double?
            /// A multiple of the size; nil when the style leaves it to the font.
            public var lineHeight: Double?
            public var italic: Bool
            public var smallCaps: Bool
            public var textCase: TextCase?
            public var underline: Bool
            public var strikethrough: Bool

            public init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double?, lineHeight: Double?,
                        italic: Bool = false, smallCaps: Bool = false, textCase: TextCase? = nil, underline: Bool = false, strikethrough: Bool = false) {
                self.fontFamily = fontFamily
                self.fontSize = fontSize
                self.fontWeight = fontWeight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.italic = italic
                self.smallCaps = smallCaps
                self.textCase = textCase
                self.underline = underline
                self.strikethrough = strikethrough
            }
        }

        /// The control points of a cubic Bézier timing curve.
        public struct TokenCubicBezier: Hashable, Sendable {
            public var x1: Double
            public var y1: Double
            public var x2: Double
            public var y2: Double

            public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
                self.x1 = x1
                self.y1 = y1
                self.x2 = x2
                self.y2 = y2
            }
        }

        /// A line style: one of CSS's keywords, or dash lengths in points with a line cap.
        public enum TokenStrokeStyle: Hashable, Sendable {
            case solid, dashed, dotted, double, groove, ridge, outset, inset
            case dashes([Double], lineCap: LineCap)

            /// How the ends of dashes are drawn.
            public enum LineCap: String, Hashable, Sendable { case round, butt, square }
        }

        /// A border; width in points.
        public struct TokenBorder: Hashable, Sendable {
            public var color: TokenColor
            public var width: Double
            public var style: TokenStrokeStyle

            public init(color: TokenColor, width: Double, style: TokenStrokeStyle) {
                self.color = color
                self.width = width
                self.style = style
            }
        }

        /// An animated transition; times in seconds.
        public struct TokenTransition: Hashable, Sendable {
            public var duration: Double
            public var delay: Double
            public var timingFunction: TokenCubicBezier

            public init(duration: Double, delay: Double, timingFunction: TokenCubicBezier) {
                self.duration = duration
                self.delay = delay
                self.timingFunction = timingFunction
            }
        }

        /// One layer of a shadow; lengths in points.
        public struct TokenShadow: Hashable, Sendable {
            public var color: TokenColor
            public var offsetX: Double
            public var offsetY: Double
            public var blur: Double
            public var spread: Double
            public var inset: Bool

            public init(color: TokenColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
                self.color = color
                self.offsetX = offsetX
                self.offsetY = offsetY
                self.blur = blur
                self.spread = spread
                self.inset = inset
            }
        }

        /// One stop of a gradient; position from 0 to 1.
        public struct TokenGradientStop: Hashable, Sendable {
            public var color: TokenColor
            public var position: Double

            public init(color: TokenColor, position: Double) {
                self.color = color
                self.position = position
            }
        }
        """#

    static let swiftUIBridge = #"""
        #if canImport(UIKit) && !os(watchOS)
        import UIKit

        extension UIColor {
            /// One fixed token color.
            public convenience init(_ value: TokenColor.Value) {
                switch value.space {
                case .sRGB: self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                case .displayP3: self.init(displayP3Red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                }
            }
        }
        #elseif canImport(AppKit)
        import AppKit

        extension NSColor {
            /// One fixed token color.
            public convenience init(_ value: TokenColor.Value) {
                switch value.space {
                case .sRGB: self.init(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                case .displayP3: self.init(displayP3Red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                }
            }
        }
        #endif

        extension SwiftUI.Color {
            /// The token's color, following the light or dark appearance when it differs between them.
            public init(_ token: TokenColor) {
                guard token.isAdaptive else {
                    self.init(token.light)
                    return
                }
                #if canImport(UIKit) && !os(watchOS)
                self.init(UIColor { traits in
                    UIColor(traits.userInterfaceStyle == .dark ? token.dark : token.light)
                })
                #elseif canImport(AppKit)
                self.init(NSColor(name: nil) { appearance in
                    NSColor(appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? token.dark : token.light)
                })
                #else
                self.init(token.light)
                #endif
            }

            /// One fixed token color.
            public init(_ value: TokenColor.Value) {
                switch value.space {
                case .sRGB: self.init(.sRGB, red: value.red, green: value.green, blue: value.blue, opacity: value.opacity)
                case .displayP3: self.init(.displayP3, red: value.red, green: value.green, blue: value.blue, opacity: value.opacity)
                }
            }
        }

        extension SwiftUI.Font {
            /// The style's family, size, weight, italic and small caps (a `Font` has no line height,
            /// letter spacing, case or decoration: those are on the token for `Text` to apply).
            public init(_ token: TokenTypography) {
                var font = SwiftUI.Font(family: token)
                if token.italic { font = font.italic() }
                if token.smallCaps { font = font.smallCaps() }
                self = font
            }

            private init(family token: TokenTypography) {
                let weight = SwiftUI.Font.Weight(tokenWeight: token.fontWeight)
                let family = token.fontFamily.first ?? "system-ui"
                switch family.lowercased() {
                case "system-ui", "-apple-system", "blinkmacsystemfont", "sans-serif", "ui-sans-serif":
                    self = .system(size: token.fontSize, weight: weight, design: .default)
                case "serif", "ui-serif":
                    self = .system(size: token.fontSize, weight: weight, design: .serif)
                case "monospace", "ui-monospace":
                    self = .system(size: token.fontSize, weight: weight, design: .monospaced)
                case "ui-rounded":
                    self = .system(size: token.fontSize, weight: weight, design: .rounded)
                default:
                    self = SwiftUI.Font.custom(family, size: token.fontSize).weight(weight)
                }
            }
        }

        extension SwiftUI.Font.Weight {
            /// The nearest SwiftUI weight to a CSS weight from 1 to 1000.
            public init(tokenWeight: Double) {
                switch tokenWeight {
                case ..<150: self = .ultraLight
                case ..<250: self = .thin
                case ..<350: self = .light
                case ..<450: self = .regular
                case ..<550: self = .medium
                case ..<650: self = .semibold
                case ..<750: self = .bold
                case ..<850: self = .heavy
                default: self = .black
                }
            }
        }
        """#
}
