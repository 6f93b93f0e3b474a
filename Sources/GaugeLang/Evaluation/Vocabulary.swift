import GaugeRender

/// The words the language knows, in one place for errors, completion and help.
enum Vocabulary {
    static let gaugeOptions = ["value", "in", "style", "tint", "label", "current", "min", "max",
                               "format", "size", "height", "track", "fill", "anchor", "animation"]
    static let chartOptions = ["data", "x", "y", "angle", "color", "size", "title", "legend",
                               "inner", "outer", "unselectedOuter", "angularInset",
                               "cornerRadius", "dimmed", "tint", "unit", "where", "bin",
                               "aggregate", "sort", "includesZero", "xDomain", "yDomain",
                               "animation"]
    static let styles = GaugeStyle.allCases.map(\.rawValue)
    static let marks = Mark.allCases.map(\.rawValue)
    static let formats = ValueFormat.allCases.map(\.rawValue)
    static let anchors = CapsuleAnchor.allCases.map(\.rawValue)
    static let legends = LegendPosition.allCases.map(\.rawValue)
    /// `unit:` values; `none` clears the option.
    static let units = DateUnit.allCases.map(\.rawValue) + ["none"]
    /// `aggregate:` values.
    static let aggregates = Aggregate.allCases.map(\.rawValue)
    /// `sort:` values.
    static let sorts = CategorySort.allCases.map(\.rawValue)
    /// `bin:` words besides a number of bins.
    static let bins = ["auto", "none"]
    /// The words of a condition (`where:`, `filter`).
    static let conditionWords = ["and", "or", "not"]
    static let curves = ["easeInOut", "easeIn", "easeOut", "linear", "spring", "none"]
    static let functions = ["sum", "count", "min", "max", "mean", "column", "range", "random",
                            "csv", "gradient", "inset", "ratio", "filter"]
    /// Words that are never numbers here (LANGUAGE.md: NaN and infinities are errors).
    static let notNumbers: Set<String> = ["nan", "NaN", "NAN", "inf", "infinity", "Inf",
                                           "Infinity", "INF"]
}
