// swift-tools-version:6.0
// threadfold: comment data -> static HTML comment archives.
// No outside Swift packages: none can be fetched on the machines this is built on.
// C libraries come from Debian: libcmark-dev, libgumbo-dev, libmicrohttpd-dev, libyaml-dev,
// libexpat1-dev, zlib1g-dev, libzstd-dev.
import PackageDescription

let package = Package(
    name: "threadfold",
    products: [
        .executable(name: "threadfold", targets: ["threadfold"])
    ],
    targets: [
        // C libraries, reached through module maps (no hard-coded include paths).
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CGumbo", pkgConfig: "gumbo", providers: [.apt(["libgumbo-dev"])]),
        // A C target, not a system library: MHD_start_daemon is variadic, which Swift
        // cannot call, so a small shim in C calls it for us.
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("microhttpd")]),
        // Linux calls Glibc does not show Swift (renameat2 for the atomic site swap).
        .target(name: "CSystem"),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // XML exports (Disqus, WordPress) are read with expat rather than FoundationXML,
        // whose libxml2 would bring a second ICU into the static release executable.
        .systemLibrary(name: "CExpat", pkgConfig: "expat", providers: [.apt(["libexpat1-dev"])]),
        // Compressed inputs (.gz, .zst: Pushshift dumps, Disqus's .xml.gz), read as streams.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // libcmark with a per-thread bump allocator (cmark's callbacks take no context).
        .target(name: "CCmarkArena", dependencies: ["CCmark"]),

        // Engines: each knows nothing of comments.
        .target(name: "JSONReader"),
        .target(name: "CommonMark", dependencies: ["CCmark", "CCmarkArena"]),
        // The five HTML entities, shared by the two engines that escape text.
        .target(name: "HTMLEntities"),
        .target(name: "HTMLSanitizer", dependencies: ["CGumbo", "HTMLEntities"]),
        .target(name: "Mustache", dependencies: ["HTMLEntities"]),
        .target(name: "FileWatcher"),
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD"]),
        .target(name: "Decompression", dependencies: ["CZlib", "CZstd"]),
        // Rows too many for memory, appended to partition files by a key and read back grouped.
        .target(name: "Spill"),
        // Documents → a static full-text index in script files (tokens, runs, merge, postings).
        .target(name: "TextIndex"),

        // The pipeline: decode -> fold -> render -> site.
        .target(
            name: "ThreadFold",
            dependencies: [
                "JSONReader", "CommonMark", "HTMLSanitizer", "Mustache", "CSystem", "Decompression", "Spill", "TextIndex", "CZlib",
            ]),
        // Importers: other platforms' exports → threadfold's own thread files.
        .target(
            name: "Importers", dependencies: ["ThreadFold", "JSONReader", "HTMLSanitizer", "Decompression", "Spill", "CYaml", "CExpat"]),
        .target(
            name: "ThreadFoldCLI", dependencies: ["ThreadFold", "FileWatcher", "PreviewServer", "Importers"],
            plugins: ["BuildCommit"]),
        .executableTarget(name: "threadfold", dependencies: ["ThreadFoldCLI"]),
        // The git commit a build comes from, for `threadfold --version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),

        // What every test target shares: the shared-data resolver and its skip summary,
        // CLI runs, temporary folders, site trees, raw sockets, benchmark clocks.
        .target(name: "TestSupport", dependencies: ["ThreadFoldCLI"], path: "Tests/TestSupport"),
        .testTarget(name: "JSONReaderTests", dependencies: ["JSONReader", "TestSupport"]),
        .testTarget(name: "CommonMarkTests", dependencies: ["CommonMark", "CCmarkArena", "TestSupport"]),
        .testTarget(name: "HTMLSanitizerTests", dependencies: ["HTMLSanitizer", "TestSupport"], exclude: ["Cases"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "FileWatcherTests", dependencies: ["FileWatcher", "TestSupport"]),
        .testTarget(name: "DecompressionTests", dependencies: ["Decompression", "TestSupport"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "TestSupport"]),
        .testTarget(name: "SpillTests", dependencies: ["Spill", "TestSupport"]),
        .testTarget(name: "TextIndexTests", dependencies: ["TextIndex", "TestSupport"]),
        .testTarget(name: "ThreadFoldTests", dependencies: ["ThreadFold", "TestSupport"], exclude: ["1-Decode/Cases"]),
        .testTarget(
            name: "ThreadFoldSiteTests", dependencies: ["ThreadFold", "TextIndex", "Importers", "CGumbo", "TestSupport"],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "ThreadFoldCLITests", dependencies: ["ThreadFoldCLI", "TestSupport"]),
        .testTarget(name: "ImportersTests", dependencies: ["Importers", "TestSupport"], exclude: ["Samples/Exports", "Fixtures"]),
        // Hostile inputs, attacks and failures, across the whole pipeline.
        .testTarget(name: "HostileInputTests", dependencies: ["ThreadFold", "ThreadFoldCLI", "TextIndex", "TestSupport"]),
    ]
)
