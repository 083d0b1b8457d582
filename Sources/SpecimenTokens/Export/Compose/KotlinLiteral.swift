/// Kotlin literals and comment text, escaped.
enum KotlinLiteral {
    /// A string literal: quotes, backslashes, `$` (which would start a template) and control characters escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "$": literal += "\\$"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let digits = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `1.5f`, `16f`.
    static func float(_ value: Double) -> String { PlatformNumber.text(value) + "f" }

    /// `16.dp`, `1.5.sp`, `(-4).dp`: a number with a unit extension, in parentheses where a
    /// sign or exponent would otherwise bind wrongly.
    static func unit(_ value: Double, _ unit: String) -> String {
        let number = PlatformNumber.text(value)
        return number.hasPrefix("-") || number.contains("e") ? "(\(number)).\(unit)" : "\(number).\(unit)"
    }

    /// Text for inside a block comment: Kotlin nests block comments, so `/*` must not open one and `*/` must not close it.
    static func commentText(_ text: String) -> String {
        text.components(separatedBy: .newlines).joined(separator: " ").replacingEvery("*/", with: "* /")
            .replacingEvery("/*", with: "/ *")
    }
}
