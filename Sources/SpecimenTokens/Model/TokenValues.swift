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

/// What a CSS gradient says beside its stops, which the format's gradient leaves to the reader:
/// its function and what comes before the stops (`90deg`, `to right`, `circle at top`).
public struct GradientGeometry: Sendable, Hashable {
    /// `linear-gradient`, `radial-gradient`, `conic-gradient` or a `repeating-` one.
    public var function: String
    /// The first argument when it is not a stop, as written; nil when there is none.
    public var prelude: String?

    public init(function: String, prelude: String?) {
        self.function = function
        self.prelude = prelude
    }
}

/// One stop of a gradient; `position` is clamped to 0…1.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: Double
}

/// A text style. `letterSpacing` and `lineHeight` are nil when a real system left them out
/// (CSS then uses `normal`); the four CSS members beyond the format are kept when written, and
/// so are the members design tools add (`otherMembers`, for tokens.json).
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: FontWeight
    public var letterSpacing: DimensionValue?
    public var lineHeight: LineHeight?
    /// `normal`, `italic` or `oblique` (CSS `font-style`).
    public var fontStyle: String?
    /// CSS `font-variant`, e.g. `small-caps`.
    public var fontVariant: String?
    /// CSS `text-decoration`, e.g. `underline`.
    public var textDecoration: String?
    /// CSS `text-transform`, e.g. `uppercase`.
    public var textTransform: String?
    /// `paragraphSpacing` and `paragraphIndent` as written: no CSS property takes them.
    public var otherMembers: [TypographyMember] = []

    public init(
        fontFamily: [String], fontSize: DimensionValue, fontWeight: FontWeight, letterSpacing: DimensionValue?, lineHeight: LineHeight?,
        fontStyle: String? = nil, fontVariant: String? = nil, textDecoration: String? = nil, textTransform: String? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontStyle = fontStyle
        self.fontVariant = fontVariant
        self.textDecoration = textDecoration
        self.textTransform = textTransform
    }

    /// The members beyond the format, in the order CSS names them, with their CSS property names.
    public var cssMembers: [(member: String, property: String, value: String)] {
        [
            ("fontStyle", "font-style", fontStyle), ("fontVariant", "font-variant", fontVariant),
            ("textDecoration", "text-decoration", textDecoration), ("textTransform", "text-transform", textTransform),
        ]
        .compactMap { entry in entry.2.map { (entry.0, entry.1, $0) } }
    }

    /// The member names of the format, then the CSS members Specimen keeps.
    public static let standardMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    public static let cssMemberNames = ["fontStyle", "fontVariant", "textDecoration", "textTransform"]
    /// Members Figma and Tokens Studio write that no CSS property takes.
    public static let toolMemberNames = ["paragraphSpacing", "paragraphIndent"]
}

/// A typography member beyond the format and CSS, with its value (a dimension, or the text written).
public struct TypographyMember: Sendable, Hashable {
    public var name: String
    public var value: TokenValue

    public init(name: String, value: TokenValue) {
        self.name = name
        self.value = value
    }
}

/// The value of a token whose `$type` Specimen does not know: the JSON as written, and the type's name.
public struct OpaqueValue: Sendable, Hashable {
    public var typeName: String
    public var json: JSONValue

    public init(typeName: String, json: JSONValue) {
        self.typeName = typeName
        self.json = json
    }
}

/// A resolved token value, aliases replaced: one of the thirteen types, a string, boolean or
/// link, or an opaque value of a type Specimen does not know.
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
    /// The stops, and the geometry when one was written (a Tokens Studio `linear-gradient(90deg, …)`).
    case gradient([GradientStop], GradientGeometry? = nil)
    case typography(Typography)
    case string(String)
    case boolean(Bool)
    case link(String)
    case opaque(OpaqueValue)

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
        case .string: .string
        case .boolean: .boolean
        case .link: .link
        case .opaque: .opaque
        }
    }

    /// The type as written in files: the opaque type's own name, otherwise the type's.
    public var typeName: String {
        if case .opaque(let opaque) = self { return opaque.typeName }
        return type.rawValue
    }
}
