#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs (and plain-text outputs) of counted executions, kept in memory for
/// `history_request` (messaging spec, "History"; IPython's `HistoryManager` semantics).
/// The current session is number 1; session 0 (relative: "this one") means it too.
struct ExecutionHistory {
    struct Entry: Equatable {
        var line: Int
        var input: String
        var output: String?
    }

    static let session = 1
    private(set) var entries: [Entry] = []

    mutating func record(line: Int, input: String, output: String?) {
        entries.append(Entry(line: line, input: input, output: output))
    }

    /// The last `n` entries.
    func tail(_ n: Int) -> [Entry] { Array(entries.suffix(max(0, n))) }

    /// Lines `start ..< stop` (stop `nil`: to the end) of `session` (0 or 1: this one).
    func range(session: Int, start: Int, stop: Int?) -> [Entry] {
        guard session == 0 || session == Self.session else { return [] }
        return entries.filter { entry in entry.line >= start && (stop.map { entry.line < $0 } ?? true) }
    }

    /// Inputs matching the glob `pattern` (`*`, `?`, `[…]`), oldest first; `unique` keeps
    /// only the latest of equal inputs; `n` keeps the last `n`.
    func search(pattern: String, unique: Bool, n: Int?) -> [Entry] {
        var matches = entries.filter { fnmatch(pattern, $0.input, 0) == 0 }
        if unique {
            var seen = Set<String>()
            matches = matches.reversed().filter { seen.insert($0.input).inserted }.reversed()
        }
        if let n { matches = Array(matches.suffix(max(0, n))) }
        return matches
    }
}
