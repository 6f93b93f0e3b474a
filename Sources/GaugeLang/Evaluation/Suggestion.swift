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

    /// Edit distance over characters where swapping two neighbours counts as one edit
    /// (optimal string alignment), so `stlye` is one edit from `style`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
