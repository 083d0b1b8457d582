/// A typography value's line height as its author wrote it. The format gives a number, a
/// multiple of the font size; design tools and CSS also write lengths (`24px`), percentages
/// (`150%`) and `normal`, and each of those means something CSS takes as it is.
public enum LineHeight: Sendable, Hashable {
    /// A multiple of the font size (`1.5`), the format's form.
    case multiple(Double)
    /// A length (`24px`, `1.75rem`), whatever the font size's unit.
    case length(DimensionValue)
    /// A percentage of the font size (`150` for `150%`).
    case percentage(Double)
    /// The font's own line height.
    case normal
}
