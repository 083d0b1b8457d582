/// A length with its unit; `px` and `rem` are the spec's, others (`em`, `%`, none) are read as legacy.
public struct DimensionValue: Sendable, Hashable {
    public var value: Double
    public var unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}

/// A span of time in `ms` or `s`.
public struct DurationValue: Sendable, Hashable {
    public var value: Double
    public var unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The duration in milliseconds.
    public var milliseconds: Double { unit == "s" ? value * 1000 : value }
}

/// A font weight: a number from 1 to 1000, or one of the spec's keywords.
public enum FontWeight: Sendable, Hashable {
    case numeric(Double)
    case keyword(String)

    /// The keywords of DTCG 2025.10 with the numeric weight each stands for.
    public static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// The weight as a number (keywords mapped per the spec's table).
    public var numericValue: Double {
        switch self {
        case .numeric(let value): value
        case .keyword(let name): Self.keywords[name] ?? 400
        }
    }
}

/// The control points of a cubic Bézier easing curve.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}

/// A line style: a CSS keyword, or dashes with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashes(dashArray: [DimensionValue], lineCap: String)

    public static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps: Set<String> = ["round", "butt", "square"]
}

/// A border: color, width and style.
public struct Border: Sendable, Hashable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyle
}

/// An animated transition between states.
public struct Transition: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezier
}

/// One layer of a shadow.
public struct ShadowLayer: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool
}

/// One stop of a gradient; `position` is clamped to 0…1.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: Double
}

/// A text style.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: FontWeight
    public var letterSpacing: DimensionValue
    public var lineHeight: Double
}

/// A resolved token value, aliases replaced, of one of the thirteen types.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case duration(DurationValue)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    case shadow([ShadowLayer])
    case gradient([GradientStop])
    case typography(Typography)

    /// The type of this value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}
