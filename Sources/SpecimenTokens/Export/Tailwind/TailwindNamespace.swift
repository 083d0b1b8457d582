/// A Tailwind CSS v4 theme namespace: the prefix of its variables and the utilities they make.
enum TailwindNamespace: String, Sendable, CaseIterable {
    case color, font, text, fontWeight = "font-weight", tracking, leading, breakpoint, container, spacing, radius, shadow, blur, ease

    /// The namespace a token's variable goes in, from its type and, for lengths and numbers, its
    /// role (`TokenRoles`); nil where Tailwind has none (durations, borders, gradients, …). A
    /// string that is a CSS color, length or shadow goes where that kind goes: the variable
    /// aliases tokens.css, which holds it as written.
    /// `role` is read only for a length or a number: reading a path's words for every color
    /// was most of what naming a system's Tailwind variables cost.
    init?(_ token: ResolvedToken, role: @autoclosure () -> TokenRole) {
        switch token.shownType {
        case .color: self = .color
        case .fontFamily: self = .font
        case .fontWeight: self = .fontWeight
        case .typography: self = .text
        case .shadow: self = .shadow
        case .cubicBezier: self = .ease
        case .dimension:
            guard let namespace = Self.lengthNamespaces[role()] else { return nil }
            self = namespace
        case .number:
            switch role() {
            case .lineHeight: self = .leading
            case .fontWeight: self = .fontWeight
            default: return nil
            }
        default: return nil
        }
    }

    private static let lengthNamespaces: [TokenRole: TailwindNamespace] = [
        .fontSize: .text, .letterSpacing: .tracking, .lineHeight: .leading, .radius: .radius, .breakpoint: .breakpoint,
        .container: .container, .blur: .blur, .spacing: .spacing,
    ]

    /// Path segments that only repeat the namespace, left out of the name (`color.brand.primary`
    /// → `--color-brand-primary`, `font.size.lg` → `--text-lg`), however they are spelled.
    var repeats: Set<String> {
        switch self {
        case .color: ["color", "colors", "colour", "colours"]
        case .font: ["font", "fonts", "family", "families", "font-family", "font-families", "typeface"]
        case .text: ["font", "fonts", "size", "sizes", "font-size", "font-sizes", "text", "type", "typography", "text-style", "text-styles"]
        case .fontWeight: ["font", "weight", "weights", "font-weight", "font-weights"]
        case .tracking: ["font", "fonts", "text", "typography", "letter", "spacing", "letter-spacing", "tracking"]
        case .leading: ["font", "fonts", "text", "typography", "line", "height", "line-height", "line-heights", "leading"]
        case .breakpoint: ["breakpoint", "breakpoints", "screen", "screens"]
        case .container: ["container", "containers"]
        case .spacing: ["spacing", "space", "spaces", "spacer", "spacers"]
        case .radius: ["radius", "radii", "border-radius", "corner-radius", "rounded", "corner", "corners"]
        case .shadow: ["shadow", "shadows", "box-shadow", "elevation"]
        case .blur: ["blur"]
        case .ease: ["ease", "easing", "easings", "timing-function"]
        }
    }

    /// A utility using the variable named `name` (without the namespace): `bg-brand-primary`,
    /// `p-m`, `rounded-small`; a breakpoint's variant, `md:`.
    func utility(_ name: String) -> String {
        switch self {
        case .color: "bg-\(name)"
        case .font, .fontWeight: "font-\(name)"
        case .text: "text-\(name)"
        case .tracking: "tracking-\(name)"
        case .leading: "leading-\(name)"
        case .breakpoint: "\(name):"
        case .container: "max-w-\(name)"
        case .spacing: "p-\(name)"
        case .radius: "rounded-\(name)"
        case .shadow: "shadow-\(name)"
        case .blur: "blur-\(name)"
        case .ease: "ease-\(name)"
        }
    }
}
