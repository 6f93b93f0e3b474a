import GaugeRender

/// The words the language knows, in one place for errors, completion and help.
enum Vocabulary {
    static let gaugeOptions = ["value", "in", "style", "tint", "label", "current", "min", "max",
                               "format", "size", "height", "track", "fill", "anchor", "animation"]
    static let chartOptions = ["data", "x", "y", "angle", "color", "size", "title", "legend",
                               "inner", "outer", "unselectedOuter", "angularInset",
                               "cornerRadius", "dimmed", "tint", "unit", "includesZero", "xDomain",
                               "yDomain", "animation"]
    static let styles = GaugeStyle.allCases.map(\.rawValue)
    static let marks = Mark.allCases.map(\.rawValue)
    static let formats = ValueFormat.allCases.map(\.rawValue)
    static let anchors = CapsuleAnchor.allCases.map(\.rawValue)
    static let legends = LegendPosition.allCases.map(\.rawValue)
    /// `unit:` values; `none` clears the option.
    static let units = DateUnit.allCases.map(\.rawValue) + ["none"]
    static let curves = ["easeInOut", "easeIn", "easeOut", "linear", "spring", "none"]
    static let functions = ["sum", "count", "min", "max", "mean", "column", "range", "random",
                            "csv", "gradient", "inset", "ratio"]
    /// Words that are never numbers here (LANGUAGE.md: NaN and infinities are errors).
    static let notNumbers: Set<String> = ["nan", "NaN", "NAN", "inf", "infinity", "Inf",
                                           "Infinity", "INF"]
}
