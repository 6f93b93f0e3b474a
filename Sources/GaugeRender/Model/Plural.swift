/// Counts with a noun in the right number, so no text reads "1 categories" (issue 8):
/// `Plural.count(1, "category", "categories")` is `1 category`, `Plural.count(3, "row")` is
/// `3 rows`. English only, as every other text of the kernel.
public enum Plural {
    /// `count` and `singular` when `count` is 1 (or -1), else `count` and `plural`
    /// (default: `singular` + `s`).
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (abs(count) == 1 ? singular : plural ?? singular + "s")
    }
}
