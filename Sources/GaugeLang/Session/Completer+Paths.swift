import HostSystem

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
        guard let entries = try? Files.entries(ofFolder: folder) else { return [] }
        let showHidden = prefix.hasPrefix(".")
        var matches: [String] = []
        for entry in entries.sorted() where entry.hasPrefix(prefix) && (showHidden || !entry.hasPrefix(".")) {
            guard let status = try? Files.status(folder + "/" + entry) else { continue }
            matches.append(folderPart + entry + (status.kind == .folder ? "/" : ""))
            if matches.count == Completer.maximumPaths { break }
        }
        return matches
    }
}
