import GaugeRender

/// Options a statement gives that its chart or gauge would not use are errors, not silently
/// dropped (issue 8, finding 7; docs/language.md, "Options that do not apply").
extension Evaluator {
    /// Sector-only chart options (Swift Charts' `SectorMark` parameters).
    static let sectorOptions: Set<String> = ["inner", "outer", "unselectedOuter", "angularInset",
                                             "cornerRadius", "angle"]
    /// Gauge options only the custom capsule style draws.
    static let capsuleOptions: Set<String> = ["height", "track", "fill", "anchor"]
    /// Chart options that name a table's columns.
    static let columnOptions: Set<String> = ["x", "y", "angle", "color"]

    /// - Throws: TypeError at the option's key when a statement's option does not apply to
    ///   `chart` as it now is: a column option (`x:`, `y:`, `angle:`, `color:`) over a record
    ///   or a list; a sector option on another mark; `tint:` on a sector chart (sectors take
    ///   the palette). `tint:` alongside `color:` groups is documented instead (it colours
    ///   only a chart without groups, docs/language.md).
    func requireApplicable(_ options: [(key: String, position: SourcePosition)],
                           to chart: ChartObject) throws(Failure) {
        let mark = chart.spec.mark
        for (key, position) in options {
            if Self.columnOptions.contains(key), let data = chart.data {
                switch data {
                case .record:
                    throw Failure(.typeError, "\(key): names a table column, but this chart's data is a record",
                                  at: position,
                                  suggestion: "A record's labels are the marks and its numbers their values; drop \(key):, or chart a table.")
                case .list:
                    throw Failure(.typeError, "\(key): names a table column, but this chart's data is a list",
                                  at: position,
                                  suggestion: "A list's numbers are the values at 1, 2, 3, …; drop \(key):, or chart a table.")
                default: break
                }
            }
            if Self.sectorOptions.contains(key), mark != .sector {
                throw Failure(.typeError, "\(key): shapes sectors, and this is a \(mark.rawValue) chart",
                              at: position,
                              suggestion: key == "angle" ? "A \(mark.rawValue) chart's values come from y:."
                                  : "Drop \(key):, or make it a sector chart: chart NAME sector.")
            }
            if key == "tint", mark == .sector {
                throw Failure(.typeError, "tint: colours the marks of a bar, line, point, area or rule chart; sectors take one palette colour each",
                              at: position, suggestion: "Drop tint:.")
            }
        }
    }

    /// - Throws: TypeError at the option's key when a statement gives a capsule-only option
    ///   (`height:`, `track:`, `fill:`, `anchor:`) to a gauge whose style is not `capsule`.
    func requireApplicable(_ options: [(key: String, position: SourcePosition)],
                           to gauge: GaugeSpec) throws(Failure) {
        guard gauge.style != .capsule,
              let (key, position) = options.first(where: { Self.capsuleOptions.contains($0.key) })
        else { return }
        throw Failure(.typeError, "\(key): is drawn only by the capsule style, and this gauge is \(gauge.style.rawValue)",
                      at: position, suggestion: "Add style: capsule, or drop \(key):.")
    }
}
