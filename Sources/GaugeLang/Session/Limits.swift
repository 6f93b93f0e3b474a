/// The bounds of the language, in one place (docs/language.md, "Limits"). Each keeps a typo or a
/// hostile notebook from exhausting memory or time; each is refused with an error that names it.
/// Bounds kept near their code: `Parser.maximumDepth` (100 levels of nesting),
/// `Parser.maximumChainLength` (20,000 operators in a chain), `Evaluator.maximumCount`
/// (10,000,000 numbers made by `range`/`random`); sizes are 0–10,000 points, durations 0–60 s,
/// `wait` 0–3,600 s.
public enum Limits {
    /// The most UTF-8 bytes in one cell (10 MB): larger data belongs in a csv file.
    public static let cellBytes = 10_000_000
    /// The most characters (Unicode code points) in one string literal, label or title.
    public static let stringLength = 100_000
    /// The most bytes `csv("…")` reads (256 MiB); the size is checked before reading.
    public static let csvBytes = 256 << 20
    /// The most columns in a csv file.
    public static let csvColumns = 10_000
    /// The most rows in a csv file: as many numbers as a list may hold.
    public static let csvRows = 10_000_000
    /// The most names live at once (`show NAME live`, `show NAME interactive`, `slider`): each
    /// change to a live name updates every display of it, so the count bounds a cell's output.
    public static let liveNames = 1_000
    /// The most widgets (`show NAME interactive`, `slider`) one session opens: each holds a
    /// comm and its state in the kernel until a restart.
    public static let widgets = 1_000

    /// `1,234,567` — a count the way the limit messages write it.
    static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
