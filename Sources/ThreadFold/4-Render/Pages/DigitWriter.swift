/// Writes ASCII digits and punctuation into a small fixed buffer (`TimeText`'s 32 bytes).
/// Years before 0 or past 9999 cannot come from the decoder (it refuses them), so every
/// field fits; a write past the end is dropped rather than trapping.
struct DigitWriter {
    private let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
    }

    mutating func byte(_ ascii: Unicode.Scalar) {
        guard count < buffer.count else { return }
        buffer[count] = UInt8(ascii: ascii)
        count += 1
    }

    func put(_ ascii: Unicode.Scalar, at index: Int) {
        guard index < count else { return }
        buffer[index] = UInt8(ascii: ascii)
    }

    /// `value` in exactly `width` digits, zero-padded (its magnitude; signs are not written).
    mutating func digits(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = abs(value)
        while divisor > 0, count < buffer.count {
            buffer[count] = UInt8(ascii: "0") + UInt8(rest / divisor % 10)
            count += 1
            rest %= divisor
            divisor /= 10
        }
    }

    /// "Z" for UTC, else "+08:00" / "-05:30".
    mutating func offset(_ minutes: Int) {
        guard minutes != 0 else { return byte("Z") }
        byte(minutes < 0 ? "-" : "+")
        digits(abs(minutes) / 60, 2)
        byte(":")
        digits(abs(minutes) % 60, 2)
    }

    var string: String {
        String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}
