/// The Android resource a token becomes, by type: what `values/*.xml` (or `interpolator/`) has
/// for it, and `@kind/name` to refer to it. Nil for tokens Android resources cannot hold
/// (shadows, borders, gradients, transitions, lengths in `vw`).
enum AndroidResourceKind: String, Sendable, CaseIterable {
    case color, dimen, fraction, integer, bool, string, array, style, interpolator

    init?(_ token: ResolvedToken) {
        switch token.value {
        case .color: self = .color
        case .dimension(let dimension):
            if dimension.unit == "%" { self = .fraction } else if dimension.platformPoints() != nil { self = .dimen } else { return nil }
        // A float item even when whole: a DTCG number is one, and opacities 1 and 0.6 should be found alike.
        case .number: self = .dimen
        case .fontWeight: self = .integer
        case .duration(let duration):
            guard PlatformNumber.integer(duration.milliseconds.rounded()) != nil else { return nil }
            self = .integer
        case .string, .link: self = .string
        case .fontFamily: self = .array
        case .boolean: self = .bool
        case .typography(let style):
            guard style.fontSize.platformPoints() != nil else { return nil }
            self = .style
        case .cubicBezier(let curve):
            // A path interpolator's control points must lie within 0…1 horizontally, as DTCG's do.
            guard (0...1).contains(curve.x1), (0...1).contains(curve.x2) else { return nil }
            self = .interpolator
        case .strokeStyle, .border, .transition, .shadow, .gradient, .opaque: return nil
        }
    }
}
