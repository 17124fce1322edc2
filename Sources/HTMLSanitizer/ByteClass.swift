/// Byte tests shared by the pre-pass and the renderer; ASCII only, because every byte that
/// matters to HTML syntax is ASCII and UTF-8 never reuses those values inside a sequence.
enum ByteClass {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// C0 controls other than whitespace, and DEL: an HTML validator rejects them in text.
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && !isSpace(byte)) || byte == 0x7F
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
