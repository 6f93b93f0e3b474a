/// "Did you mean …?" hints by edit distance, else the list of known names.
enum Suggestion {
    /// A hint for the unknown `word` among `known`: the closest name when it is near enough
    /// (at most a third of the word's length, and at least 1 and at most 3, edits away,
    /// ignoring case), else `Known <kind>: a, b, c`.
    static func hint(for word: String, among known: [String], kind: String) -> String {
        if let best = closest(to: word, among: known) { return "Did you mean \"\(best)\"?" }
        if known.isEmpty { return "There are no \(kind) yet." }
        return "Known \(kind): " + known.joined(separator: ", ")
    }

    static func closest(to word: String, among known: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (name: String, distance: Int)?
        for name in known {
            let d = distance(word.lowercased(), name.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (name, d) }
        }
        return best?.name
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1,
                             previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
