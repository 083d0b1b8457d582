extension String {
    /// Whether every byte is ASCII: its bytes are then its Characters, one each, and can be read
    /// as such rather than by Characters (whose grapheme breaks cost more than the work done).
    package var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
