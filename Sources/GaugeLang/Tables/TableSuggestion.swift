/// "Did you mean" for column names: the closest name by edit distance.
enum TableSuggestion {
    /// The candidate equal to `name` ignoring letter case, else the one with the fewest edits
    /// (Levenshtein, on Unicode characters, case-insensitive) if that is at most a third of the
    /// name's length (at least 1, at most 3); nil when nothing is close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        let limit = min(3, max(1, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
