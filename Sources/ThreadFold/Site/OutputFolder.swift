import Foundation

/// The output folder and its atomic replacement: a build writes into a staging folder
/// beside it, and only a complete staging folder is swapped in.
struct OutputFolder {
    /// Written into every site; a folder that has files but not this one was not made by
    /// threadfold, and a build refuses to replace it.
    static let marker = ".threadfold-site"

    let path: String
    let io: FileIO
    let staging: String
    let retired: String

    init(path: String, io: FileIO) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        self.path = url.path
        self.io = io
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let tag = "\(getpid())"
        self.staging = parent + "/." + name + ".staging-" + tag
        self.retired = parent + "/." + name + ".old-" + tag
    }

    /// Refuses `/`, the home folder, an input or a folder holding an input, and a
    /// non-empty folder threadfold did not make.
    func check(inputs: [String]) throws(BuildError) {
        let resolved = Self.resolve(path)
        let home = Self.resolve(FileManager.default.homeDirectoryForCurrentUser.path)
        if resolved == "/" || resolved == home {
            throw .output(path: path, message: "refusing to use \(resolved == "/" ? "/" : "the home folder") as the output folder; choose a folder for the site with -o")
        }
        for input in inputs {
            let resolvedInput = Self.resolve(input)
            if resolvedInput == resolved || resolvedInput.hasPrefix(resolved + "/") {
                throw .output(path: path, message: "the output folder would replace the input \(input); choose another with -o")
            }
        }
        if io.kind(path) == true {
            let names = (try? io.list(path)) ?? []
            if !names.isEmpty && !names.contains(Self.marker) {
                throw .output(path: path, message: "this folder has files and was not made by threadfold; remove it or choose another output folder with -o")
            }
        } else if io.kind(path) == false {
            throw .output(path: path, message: "the output path is a file, not a folder")
        }
    }

    /// Starts a fresh staging folder (removing one a killed build left).
    func prepare() throws(BuildError) {
        do {
            try io.remove(staging)
            try io.write(staging + "/" + Self.marker, Array("threadfold\n".utf8))
        } catch {
            throw .write(FileIOError(path: staging, message: "cannot create the staging folder (\(error))"))
        }
    }

    /// Swaps the staging folder in: the old site is renamed aside, the new one renamed
    /// into place, the old one removed. Readers see the old site or the new one.
    func commit() throws(BuildError) {
        do {
            let hadSite = io.kind(path) == true
            if hadSite { try io.rename(path, retired) }
            do {
                try io.rename(staging, path)
            } catch {
                if hadSite { try? io.rename(retired, path) }
                throw error
            }
            if hadSite { try io.remove(retired) }
        } catch let error as FileIOError {
            throw .write(error)
        } catch {
            throw .write(FileIOError(path: path, message: "cannot replace the site (\(error))"))
        }
    }

    /// Removes the staging folder after a failed build.
    func abandon() {
        try? io.remove(staging)
    }

    static func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
