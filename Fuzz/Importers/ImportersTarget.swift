// libFuzzer entry for the importers: Sources/Importers compiled with this file, over
// ThreadFold and the engines built as instrumented modules by Fuzz/run.sh. Input: one
// control byte (which importer reads the rest: Disqus or WordPress XML through expat,
// Staticman YAML, GitHub issues, Hacker News and reddit JSON, a field-mapped JSON export,
// reddit dump rows), then the export's bytes, read from an in-memory file system.
import ThreadFold

@_cdecl("LLVMFuzzerTestOneInput")
public func importersFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    ImportersChecks.run(control, bytes)
    return 0
}
