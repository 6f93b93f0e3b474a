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
    /// The most entries kept: older ones are forgotten, so a long-running kernel's history
    /// (and its memory) stays bounded. 1,000 is what the consoles ask for (jupyter_console and
    /// qtconsole: `tail`, `n: 1000`); 10,000 kept ≈ 2 MB of small cells filling for a long
    /// while after start, which the soak (bench/README.md) saw as RSS growth.
    static let maximumEntries = 1_000
    /// The most bytes of inputs and outputs kept (32 MiB): a few 10 MB cells do not pin memory.
    static let maximumBytes = 32 << 20

    /// The kept entries, oldest first.
    var entries: ArraySlice<Entry> { storage[first...] }
    private var storage: [Entry] = []
    /// The index in `storage` of the oldest kept entry (forgotten ones are removed in batches).
    private var first = 0
    private var bytes = 0

    mutating func record(line: Int, input: String, output: String?) {
        storage.append(Entry(line: line, input: input, output: output))
        bytes += Self.size(storage[storage.count - 1])
        while storage.count - first > Self.maximumEntries || (bytes > Self.maximumBytes && storage.count - first > 1) {
            bytes -= Self.size(storage[first])
            first += 1
        }
        if first >= 1_024, first * 2 >= storage.count {
            storage.removeFirst(first)
            first = 0
        }
    }

    private static func size(_ entry: Entry) -> Int { entry.input.utf8.count + (entry.output?.utf8.count ?? 0) }

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
