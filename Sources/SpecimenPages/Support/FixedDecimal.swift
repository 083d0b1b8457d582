#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number with a fixed count of decimals, exactly as `printf`'s `%.Nf` writes it: rounded
/// from the number's exact binary value, an exact tie to even. Foundation's `String(format:)`
/// gives the same text at many times the cost, and every color token's page and search
/// document writes a few.
enum FixedDecimal {
    static func text(_ value: Double, places: Int) -> String {
        guard (0...9).contains(places), value.isFinite, value.magnitude < 1e15 else { return printed(value, places: places) }
        let scale = Self.powersOfTen[places]
        // The product and its rounding error are together exactly the scaled number.
        let product = value.magnitude * scale
        let exactError = fma(value.magnitude, scale, -product)
        var units = product.rounded(.down)
        let half = units + 0.5
        // Rounding is monotonic and `half` is a double: the product falls on the side of it
        // the exact number does, or on it, where the error tells.
        if product > half || (product == half && (exactError > 0 || (exactError == 0 && units.truncatingRemainder(dividingBy: 2) == 1))) {
            units += 1
        }
        let whole = UInt64(units)
        let divisor = UInt64(scale)
        var text = value.sign == .minus ? "-" : ""
        text += String(whole / divisor)
        guard places > 0 else { return text }
        let fraction = String(whole % divisor)
        return text + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    /// By the C library, for what the exact path does not take (very large numbers, infinities).
    private static func printed(_ value: Double, places: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let written = withVaList([Int32(places), value]) { vsnprintf(buffer.baseAddress, buffer.count, "%.*f", $0) }
            guard written >= 0, Int(written) < buffer.count else { return String(value) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written)), as: UTF8.self)
        }
    }
}
