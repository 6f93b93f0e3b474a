/// Every help text of the language in one catalog (`help`, `help TOPIC`, Jupyter's inspect),
/// so wording lives in one place and tests can name it.
enum HelpCatalog {
    static let overview = """
    gauge language — one statement per line; a statement continues while ( or [ is open or after \\.
      let NAME = EXPR                     bind a number, list, record or csv("file") table
      NAME["label"] = N                   set one entry of a record
      gauge NAME key: value …             create a gauge or change the options given
      chart NAME MARK key: value …        create or change a chart (sector bar line point area rule)
      layer NAME MARK key: value …        draw one more mark over a chart, on the same scales
      NAME.KEY = VALUE                    change one option
      select NAME angle: V | "LABEL" | none
      animation CURVE                     easeInOut(1) easeIn(d) easeOut(d) linear(d) spring none
      show NAME, NAME… | show NAME live   display again; live updates one display in place
      print EXPR · wait DURATION · describe NAME · list · delete NAME · reset · help TOPIC · exit
    Try: help gauge, help chart, help style, help functions, help colors.
    """

    static let statements: [String: String] = [
        "let": "let NAME = EXPR — binds data: a number, a list [1, 2], a record [\"a\": 1], or csv(\"file.csv\").\nExample: let fruits = [\"りんご\": 15, \"いちご\": 12]",
        "gauge": "gauge NAME key: value … — creates a gauge, or changes only the options given.\nOptions: value in style tint label current min max format size height track fill anchor animation.\nExample: gauge battery value: 50 in: 0...100 style: accessoryCircularCapacity tint: green",
        "chart": "chart NAME MARK key: value … — creates or changes a chart; MARK is sector, bar, line, point, area or rule.\nOptions: data x y angle color size title legend inner outer unselectedOuter angularInset cornerRadius dimmed tint unit where bin aggregate sort includesZero xDomain yDomain animation.\nExample: chart favorites sector data: fruits inner: inset(50) angularInset: 3",
        "select": "select NAME angle: V — selects the sector whose running total first reaches V (V >= 0).\nselect NAME \"LABEL\" — selects a sector or bar by label.  select NAME none — clears it.",
        "animation": "animation CURVE — the animation of later changes: easeInOut(1), easeIn(d), easeOut(d), linear(d), spring, spring(response: 0.5, dampingFraction: 0.8), none. Bare names last 0.35 s.\nAs an option it animates one statement: gauge battery value: 80 animation: spring",
        "show": "show NAME, NAME… — displays objects again.  show NAME live — one display that later changes update in place.\nshow NAME interactive — a chart to touch: a tap selects a sector or bar (as select does), NAME.selection reads it.",
        "slider": "slider NAME.KEY in: LO...HI step: S — a slider bound to a number option; moving it sets NAME.KEY as NAME.KEY = V would.\nExample: slider battery.value in: 0...100 step: 1",
        "print": "print EXPR — writes a value to the cell's output, e.g. print sum(fruits)",
        "wait": "wait DURATION — pauses the cell (1, 0.5, 1s, 350ms); with a live display the steps show one by one.",
        "describe": "describe NAME — rows, columns and types of a table; labels of a record; statistics of a list.",
        "list": "list — every name in the session with its kind.",
        "delete": "delete NAME — forgets a name (a chart that followed it keeps its last data).  delete NAME.layers — removes a chart's layers.",
        "reset": "reset — forgets everything and restores the default animation.",
        "layer": "layer NAME MARK key: value … — draws one more mark (bar line point area rule) over the chart NAME, on the same scales and legend.\nOptions: data x y color tint label animation; a number y: on a rule draws it across the plot.\nExample: layer mass rule y: mean(penguins, \"body_mass_g\") label: \"mean\"   delete mass.layers removes them.",
        "exit": "exit (or quit) — asks the front end to end the session: jupyter console quits and shuts the kernel down. The rest of the cell still runs; JupyterLab and Notebook ignore the request.",
        "quit": "quit — the same as exit.",
        "help": "help — the overview.  help TOPIC — a statement, option, style, mark, curve, function or name.",
    ]

    static let options: [String: String] = [
        "value": "value: N — the gauge's value, in the units of in:.",
        "in": "in: LO...HI — the gauge's range (default 0...1, as SwiftUI). A value outside is drawn clamped; its label still says the real value.",
        "style": "style: NAME — accessoryCircularCapacity, accessoryCircular, accessoryLinear, accessoryLinearCapacity, linearCapacity (default) or capsule.",
        "tint": "tint: COLOR or gradient(c1, c2, …) — the gauge's colour (gradient stops spread over the whole track); for a chart one colour for all marks.",
        "label": "label: \"text\" — the gauge's label.",
        "current": "current: \"text\" — the current value label (default: the value, formatted by format:).",
        "min": "min: \"text\" — the minimum value label.  As a function, min(list) is the smallest number.",
        "max": "max: \"text\" — the maximum value label.  As a function, max(list) is the largest number.",
        "format": "format: number | percent — how the value is written when current: is not given.",
        "size": "Gauge: size: POINTS — scales the whole gauge to this width.  Chart: size: 300x300.",
        "height": "height: POINTS — the capsule gauge's track height (default 32).",
        "track": "track: COLOR — the capsule gauge's track colour.",
        "fill": "fill: COLOR — the capsule gauge's fill colour.",
        "anchor": "anchor: leading | trailing — the end the capsule's fill grows from.",
        "data": "data: NAME or literal — a record, a list or a table. A chart given a name follows it: changing the data animates the chart.",
        "x": "x: \"column\" — the table column on the x axis (a date column makes a time axis).",
        "y": "y: \"column\" — the table column of values. Without it a chart counts rows per x.",
        "angle": "angle: \"column\" — the table column giving each sector's size.",
        "color": "color: \"column\" — the table column that groups marks into series (legend).",
        "title": "title: \"text\" — the chart's title.",
        "includesZero": "includesZero: true | false | automatic — whether the number axes reach 0 (automatic: yes, as Swift Charts); false fits them to the data.",
        "xDomain": "xDomain: LO...HI | automatic — the exact range of a number x axis; marks outside are clipped.",
        "yDomain": "yDomain: LO...HI | automatic — the exact range of the y axis; marks outside are clipped.",
        "legend": "legend: bottom | trailing | hidden",
        "inner": "inner: inset(P) | ratio(R) | POINTS — a sector chart's inner radius (a donut).",
        "outer": "outer: inset(P) | ratio(R) | POINTS — the selected sector's outer radius (default automatic).",
        "unselectedOuter": "unselectedOuter: inset(P) | ratio(R) | POINTS — every unselected sector's outer radius (default inset(10)).",
        "angularInset": "angularInset: POINTS — the gap between neighbouring sectors.",
        "cornerRadius": "cornerRadius: POINTS — rounds each sector's corners.",
        "unit": "unit: day | week | month | year | none — bins a date x to the start of its calendar unit (UTC; weeks start on Monday) and sums the rows in each, as Swift Charts' .value(\"Month\", date, unit: .month).\nExample: chart rain bar data: weather x: \"date\" y: \"precipitation\" unit: month",
        "where": "where: CONDITION — draws only the table rows where CONDITION holds; a bare name is a column. Operators == != < <= > >=, and, or, not, parentheses; a missing cell never matches; a date column compares with \"2012-06-01\". where: none removes it. [Vega-Lite filter]\nExample: chart heavy bar data: penguins x: \"species\" where: island == \"Biscoe\" and body_mass_g > 4000",
        "bin": "bin: auto | N | none — a histogram of the number column on x: at most N bins (auto: 10) with edges at multiples of 1, 2 or 5 × 10ⁿ; each bin holds lower <= v < upper, the last also its upper edge. Counts rows, or aggregates y:. [Swift Charts .value(…, bin.range), Vega-Lite bin]\nExample: chart mass bar data: penguins x: \"body_mass_g\" bin: auto",
        "aggregate": "aggregate: count | sum | mean | median | min | max — how rows sharing an x category, a unit: or a bin: combine (default sum with y:, count without).\nExample: chart temps line data: weather x: \"date\" y: \"temp_max\" unit: month aggregate: mean",
        "sort": "sort: none | ascending | descending | label — the order of categories: first appearance (default), by value (the category's total), or by label.",
        "dimmed": "dimmed: OPACITY — the opacity of unselected marks while a selection exists (default 0.5).",
    ]

    static let words: [String: String] = [
        "accessoryCircularCapacity": "accessoryCircularCapacity — a closed ring filled clockwise from 12 o'clock; the value in the middle.",
        "accessoryCircular": "accessoryCircular — an open 270° arc with a marker at the value; min/max labels in the gap.",
        "accessoryLinear": "accessoryLinear — a thin track with a dot marker.",
        "accessoryLinearCapacity": "accessoryLinearCapacity — a capsule track filled from the leading end.",
        "linearCapacity": "linearCapacity — a full-width bar filled to the value (the default style).",
        "capsule": "capsule — a tall capsule filled from anchor:; options height:, track:, fill:, anchor:.",
        "sector": "sector — a pie or donut (SectorMark); options inner, outer, angularInset, cornerRadius; select by angle or label.",
        "bar": "bar — bars (BarMark); data a record, a list, or a table with x:, y:, color:.",
        "line": "line — a line (LineMark) through the points in order.",
        "point": "point — dots (PointMark).",
        "area": "area — the area under a line (AreaMark).",
        "rule": "rule — rules (RuleMark) at each value.",
        "day": "day — unit: day bins a chart's dates to the start of each day (UTC).",
        "week": "week — unit: week bins a chart's dates to the Monday starting each week (ISO 8601, UTC).",
        "month": "month — unit: month bins a chart's dates to the 1st of each month and sums each month.",
        "year": "year — unit: year bins a chart's dates to 1 January of each year.",
        "easeInOut": "easeInOut(d) — slow, fast, slow over d seconds (default 0.35).",
        "easeIn": "easeIn(d) — starts slowly.", "easeOut": "easeOut(d) — ends slowly.",
        "linear": "linear(d) — constant speed.",
        "spring": "spring or spring(response: 0.5, dampingFraction: 0.825) — overshoots and settles.",
        "none": "none — no animation (animation none), or no selection (select NAME none).",
        "colors": "colors — red orange yellow green mint teal cyan blue indigo purple pink brown gray black white clear, with or without a dot, or #RRGGBB / #RRGGBBAA.",
        "functions": "functions — sum count min max mean (lists, records, tables), column(T, \"col\"), range(1...100), random(n, seed: 1), csv(\"file\"), gradient(…), inset(P), ratio(R), filter(T, CONDITION).",
        "sum": "sum(list or record) · sum(T, \"col\") · sum(T, \"col\", by: \"group\") gives a record.",
        "count": "count(list or record) · count(T) rows · count(T, by: \"col\") gives a record.",
        "mean": "mean(list or record) · mean(T, \"col\") · mean(T, \"col\", by: \"group\") gives a record.",
        "column": "column(T, \"col\") — a numeric column as a list.",
        "range": "range(1...100) — the whole numbers in the range, as a list.",
        "random": "random(n, seed: 1) — n numbers in 0..<1, the same every time for a seed (default seed 0).",
        "csv": "csv(\"path\") — reads a table; a relative path starts at the notebook's folder.",
        "gradient": "gradient(red, yellow, green) — colours spread evenly along the gauge's track.",
        "filter": "filter(T, CONDITION) — the rows of table T where CONDITION holds, e.g. filter(penguins, species == \"Adelie\" and body_mass_g > 4000).",
        "median": "median — aggregate: median, the middle value (of an even count, the mean of the two middle ones).",
        "ascending": "ascending — sort: ascending, categories by value, smallest first.",
        "descending": "descending — sort: descending, categories by value, largest first.",
        "auto": "auto — bin: auto, about 10 bins with nice edges.",
        "and": "and — both conditions hold: where: a > 1 and b < 2 (binds tighter than or).",
        "or": "or — either condition holds: where: species == \"Adelie\" or species == \"Gentoo\".",
        "not": "not — the condition does not hold: where: not (island == \"Dream\"); a missing cell still never matches.",
        "inset": "inset(P) — the plot radius minus P points.", "ratio": "ratio(R) — R times the radius (0...1).",
    ]

    /// Every topic `help` knows.
    static var topics: [String] {
        (Array(statements.keys) + Array(options.keys) + Array(words.keys)).sorted()
    }

    /// The text for `topic`, or `nil`.
    static func text(for topic: String) -> String? {
        let bare = topic.hasPrefix(".") ? String(topic.dropFirst()) : topic
        return statements[bare] ?? options[bare] ?? words[bare]
            ?? (NamedColors.names.contains(bare) ? "\(bare) — a SwiftUI system colour. " + (words["colors"] ?? "") : nil)
    }

    /// A usage line for a function, for argument errors.
    static func usage(_ function: String) -> String? {
        words[function].map { "Usage: " + $0 }
    }
}
