// libFuzzer entry for the search engine (Sources/TextIndex), compiled with its sources by
// Fuzz/run.sh. Any bytes: (1) tokenised as UTF-8 (every token non-empty, well-formed and
// found again in the term table), (2) read as HTML into text and written as a JSON string
// (no raw `<`, `>`, `&`, new line or U+2028, and it decodes to the text), (3) as documents
// of an index (one input in sixteen) whose spill files are read back with the input's bytes written over them:
// an index or an `IndexError`, never a read out of bounds.

import Foundation
import Synchronization

@_cdecl("LLVMFuzzerTestOneInput")
public func searchFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    SearchChecks.tokens(bytes)
    SearchChecks.json(String(decoding: bytes, as: UTF8.self))
    // An index is costly next to the rest: one input in sixteen writes one (by its first
    // byte, so the fuzzer still steers it).
    if size > 1 && data[0] & 15 == 0 { SearchChecks.damagedSpill(Array(bytes)) }
    return 0
}

enum SearchChecks {
    static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) {
        var table = TermTable()
        SearchTokenizer.forEachToken(utf8: bytes) { token in
            precondition(!token.isEmpty, "an empty token")
            precondition(String(validating: token, as: UTF8.self) != nil, "a token that is no UTF-8")
            let id = table.id(of: token)
            precondition(table.term(Int(id)).elementsEqual(token), "the table gave another term back")
        }
    }

    static func json(_ html: String) {
        let text = SearchText.plainBytes(fromHTML: html)
        var json: [UInt8] = []
        text.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &json) }
        for byte in [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x0A] { precondition(!json.contains(byte)) }
        precondition(!String(decoding: json, as: UTF8.self).contains("\u{2028}"), "a raw line separator")
        let decoded = try? JSONSerialization.jsonObject(with: Data(json), options: .fragmentsAllowed) as? String
        // Foundation's parser drops a U+FEFF at the start of a string (a browser keeps it):
        // the comparison leaves that scalar out on both sides.
        let withoutBOM = { (text: String) in String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" })) }
        precondition(decoded.map(withoutBOM) == withoutBOM(String(decoding: text, as: UTF8.self)), "the JSON string is not the text")
    }

    /// Documents cut from the input, a budget small enough to spill, and every spill read
    /// XORed with the input from an offset it names.
    static func damagedSpill(_ input: [UInt8]) {
        guard input.count >= 2 else { return }
        let store = Mutex<[String: [UInt8]]>([:])
        let spill = SearchSpill(
            path: { "spill/" + $0 }, write: { name, bytes in store.withLock { $0[name] = bytes } },
            read: { name, offset, count in
                let whole = store.withLock { $0[name] } ?? []
                var part = Array(whole[min(offset, whole.count)..<min(offset + count, whole.count)])
                for k in part.indices where (k + Int(input[0])) % 7 == 0 { part[k] ^= input[(k + offset) % input.count] }
                return part
            }, removeAll: { store.withLock { $0.removeAll() } })
        let collector = SearchCollector(spill: spill, budget: 512)
        let text = String(decoding: input, as: UTF8.self)
        let words = text.split(separator: " ", maxSplits: 64).map(String.init)
        do {
            try collector.withBuffer { buffer throws(IndexError) in
                for (k, word) in words.enumerated() {
                    let thread = buffer.threads.register(IndexedThread(id: "t\(k % 3)", title: [], category: []))
                    let start = buffer.records.count
                    buffer.records += word.utf8
                    var counter = TermCounter.placeholder
                    swap(&counter, &buffer.counter)
                    defer { swap(&counter, &buffer.counter) }
                    let author = counter.authorTerm("a\(k % 2)")
                    try Array((word + " " + text.prefix(40)).utf8).withUnsafeBufferPointer { body throws(IndexError) in
                        try buffer.add(
                            text: body, extra: [], author: author, category: nil, recordStart: start,
                            instant: Double(input[k % input.count]),
                            key: "t\(k % 3)", thread: thread, position: k, counter: &counter)
                    }
                }
            }
            _ = try TextIndexWriter(output: NullOutput()).write(collector, chunks: NullChunks())
        } catch {
            // A damaged spill file reported: what must happen.
        }
    }
}

struct NullOutput: IndexOutput {
    func write(_ name: String, _ bytes: [UInt8]) throws(IndexError) {}
}

struct NullChunks: ResultChunks {
    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        for document in batch { _ = document.record.count }
    }
}
