import Foundation

extension Completer {
    /// The most paths offered at once, so a huge folder cannot flood the front end.
    static let maximumPaths = 500

    /// File and folder paths that complete `partial`, the text typed so far inside `csv("…`.
    ///
    /// `partial` is split at its last `/`: the part before names the folder to list (relative
    /// to `workingDirectory` unless it starts with `/`), the part after is the prefix entries
    /// must start with. Each match is the whole path to put between the quotes; a folder ends
    /// with `/` so completing can go on inside it. Hidden entries (`.name`) are offered only
    /// when the prefix starts with `.`. An unreadable folder offers nothing.
    func paths(completing partial: String) -> [String] {
        let folderPart: Substring
        let prefix: Substring
        if let slash = partial.lastIndex(of: "/") {
            folderPart = partial[...slash]
            prefix = partial[partial.index(after: slash)...]
        } else {
            folderPart = ""
            prefix = Substring(partial)
        }
        let folder = folderPart.hasPrefix("/") ? String(folderPart)
            : workingDirectory + "/" + folderPart
        let files = FileManager.default
        guard let entries = try? files.contentsOfDirectory(atPath: folder) else { return [] }
        let showHidden = prefix.hasPrefix(".")
        var matches: [String] = []
        for entry in entries.sorted() where entry.hasPrefix(prefix) && (showHidden || !entry.hasPrefix(".")) {
            var isFolder: ObjCBool = false
            let exists = files.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder)
            guard exists else { continue }
            matches.append(folderPart + entry + (isFolder.boolValue ? "/" : ""))
            if matches.count == Completer.maximumPaths { break }
        }
        return matches
    }
}
