/// A chart legend: small circle swatches and labels, wrapping into rows (VISUAL.md, "Palette"
/// and legend; Swift Charts' automatic legend).
public enum LegendLayout {
    static let fontSize = 12.0
    static let swatchRadius = 4.0
    static let swatchGap = 5.0
    static let itemSpacing = 14.0
    static let rowHeight = 18.0

    /// One placed legend item: the swatch centre and the label's start, in points.
    struct Item {
        var entry: LegendEntry
        var swatch: Point
        var textStart: Point
    }

    /// The width one entry takes: swatch, gap, label.
    static func itemWidth(_ entry: LegendEntry) -> Double {
        2 * swatchRadius + swatchGap + TextMetrics.width(entry.label, fontSize: fontSize)
    }

    /// The height `entries` need when wrapped into rows at most `width` points wide.
    public static func height(_ entries: [LegendEntry], width: Double) -> Double {
        guard !entries.isEmpty else { return 0 }
        return Double(rows(entries, width: width).count) * rowHeight
    }

    /// `entries` split into rows that fit `width` (an entry wider than a row gets its own).
    static func rows(_ entries: [LegendEntry], width: Double) -> [[LegendEntry]] {
        var rows: [[LegendEntry]] = []
        var current: [LegendEntry] = []
        var used = 0.0
        for entry in entries {
            let needed = itemWidth(entry) + (current.isEmpty ? 0 : itemSpacing)
            if !current.isEmpty, used + needed > width {
                rows.append(current)
                current = []
                used = 0
            }
            used += itemWidth(entry) + (current.isEmpty ? 0 : itemSpacing)
            current.append(entry)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    /// The legend's primitives for a chart's `legend:` position: none when `.hidden`, one entry
    /// per row when `.trailing`, wrapped rows otherwise.
    static func nodes(_ entries: [LegendEntry], frame: Rect, position: LegendPosition) -> [Node] {
        position == .hidden ? [] : nodes(entries, frame: frame, vertical: position == .trailing)
    }

    /// The legend's primitives inside `frame`: rows left-aligned from its top-left corner,
    /// or one entry per row when `vertical`; rows past the frame's height are left out and
    /// a label that would run past the frame's trailing edge ends in `…` (short labels that
    /// fit are never cut: `TextMetrics.truncated`). Keys: `legend/<label>/swatch`, `…/text`.
    static func nodes(_ entries: [LegendEntry], frame: Rect, vertical: Bool) -> [Node] {
        let rows = vertical ? entries.map { [$0] } : self.rows(entries, width: frame.width)
        // rows that do not fit the frame are left out rather than drawn off the canvas
        let visible = max(Int((frame.height / rowHeight + 1e-9).rounded(.down)), 1)
        var nodes: [Node] = []
        var seen: Set<String> = []
        for (rowIndex, row) in rows.prefix(visible).enumerated() {
            var x = frame.x
            let y = frame.y + (Double(rowIndex) + 0.5) * rowHeight
            for entry in row {
                var key = "legend/" + entry.label
                var suffix = 2
                while seen.contains(key) {
                    key = "legend/\(entry.label) #\(suffix)"
                    suffix += 1
                }
                seen.insert(key)
                if entry.showsSwatch {
                    nodes.append(.circle(CircleNode(key: key + "/swatch",
                                                    center: Point(x: x + swatchRadius, y: y),
                                                    radius: swatchRadius,
                                                    fill: .color(entry.color),
                                                    opacity: entry.opacity)))
                }
                // the label may run to the frame's trailing edge, never past it
                let textX = x + 2 * swatchRadius + swatchGap
                nodes.append(.text(TextNode(
                    key: key + "/text",
                    text: TextMetrics.truncated(entry.label, width: frame.x + frame.width - textX,
                                                fontSize: fontSize),
                    position: Point(x: textX,
                                    y: TextMetrics.baseline(centeredOn: y, fontSize: fontSize)),
                    fontSize: fontSize, fill: .color(SystemColor.secondaryLabel))))
                x += itemWidth(entry) + itemSpacing
            }
        }
        return nodes
    }
}
