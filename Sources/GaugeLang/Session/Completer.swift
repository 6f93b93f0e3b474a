/// Completion and inspection of a cell around a cursor. Offsets are Unicode code points, so a
/// cursor after `"😀👨‍👩‍👧é"` counts each scalar of the family emoji.
struct Completer {
    let state: SessionState
    /// Where relative `csv("…` paths start.
    var workingDirectory = "."

    /// The identifier ending at `cursor`: its start offset and text.
    static func word(before cursor: Int, in scalars: [Unicode.Scalar]) -> (start: Int, text: String) {
        var start = cursor
        while start > 0, Lexer.isIdentifierPart(scalars[start - 1]) { start -= 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<cursor])
        return (start, text)
    }

    /// Past this many code points of statement before the cursor (a pasted 5 MB list), the
    /// statement is not tokenized again: the cursor is deep in an expression anyway.
    static let longestHead = 20_000

    /// Names of data, functions and colours: what may start an expression.
    func expressionWords() -> [String] {
        state.order.filter { if case .data? = state[$0] { return true } else { return false } }
            + Vocabulary.functions + NamedColors.names
    }

    func complete(_ source: String, cursor rawCursor: Int) -> Completions {
        let scalars = Array(source.unicodeScalars)
        let cursor = min(max(rawCursor, 0), scalars.count)
        if let labels = labelCompletion(scalars, cursor) { return labels }
        let (start, prefix) = Completer.word(before: cursor, in: scalars)
        let headStart = statementStart(scalars, start)
        let candidates: [String]
        if start - headStart > Completer.longestHead {
            candidates = expressionWords()
        } else {
            var head = ""
            head.unicodeScalars.append(contentsOf: scalars[headStart..<start])
            candidates = self.candidates(after: head)
        }
        var seen = Set<String>()
        let matches = candidates.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
        return Completions(matches: matches, cursorStart: start, cursorEnd: cursor)
    }

    /// Where the statement holding `offset` starts: after the last line break that is not
    /// inside brackets or after a `\`.
    func statementStart(_ scalars: [Unicode.Scalar], _ offset: Int) -> Int {
        CompletenessCheck.statementStart(scalars, before: offset)
    }

    /// Inside `NAME["…` the record's labels; inside `select NAME "…` the chart's labels;
    /// inside `csv("…` file paths.
    func labelCompletion(_ scalars: [Unicode.Scalar], _ cursor: Int) -> Completions? {
        var lineStart = cursor
        while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
        var quote: Int?
        var i = lineStart
        while i < cursor {
            if scalars[i] == "\\", quote != nil { i += 2; continue }
            if scalars[i] == "\"" { quote = quote == nil ? i : nil }
            i += 1
        }
        guard let open = quote else { return nil }
        var partial = ""
        partial.unicodeScalars.append(contentsOf: scalars[(open + 1)..<cursor])
        var before = ""
        before.unicodeScalars.append(contentsOf: scalars[lineStart..<open])
        let trimmed = before.trimmingTrailingSpaces
        var labels: [String] = []
        if trimmed.hasSuffix("csv(") {
            return Completions(matches: paths(completing: partial), cursorStart: open + 1, cursorEnd: cursor)
        } else if trimmed.hasSuffix("[") {
            let name = Completer.word(before: trimmed.unicodeScalars.count - 1,
                                      in: Array(trimmed.unicodeScalars)).text
            if case .data(.record(let record))? = state[name] { labels = record.labels }
        } else if trimmed.hasPrefix("chart"), ["x:", "y:", "angle:", "color:"].contains(where: { trimmed.hasSuffix($0) }) {
            let tokens = ((try? Lexer.tokenize(trimmed)) ?? []).filter { $0.kind != .newline && $0.kind != .end }
            labels = columns(tokens)
        } else {
            let words = trimmed.split(separator: " ")
            if words.count >= 2, words[words.count - 2] == "select", case .chart(let chart)? = state[String(words[words.count - 1])] {
                labels = chart.spec.rows.categoryLabels
            }
        }
        let matches = labels.filter { $0.hasPrefix(partial) }
        return Completions(matches: matches, cursorStart: open + 1, cursorEnd: cursor)
    }

    /// The words that may come after `head`, the statement's text before the word being typed.
    func candidates(after head: String) -> [String] {
        var tokens = ((try? Lexer.tokenize(head)) ?? []).filter { $0.kind != .newline && $0.kind != .end }
        // `.cap` after `style:` is a leading-dot word, not a member: complete as if bare.
        if let last = tokens.last, last.kind == .dot, last.spaceBefore || tokens.count < 2 {
            tokens.removeLast()
        }
        let names = state.order
        let dataNames = names.filter { if case .data? = state[$0] { return true } else { return false } }
        func objects(_ kind: String) -> [String] {
            names.filter { state[$0]?.kindName == kind }
        }
        let expression = dataNames + Vocabulary.functions + NamedColors.names
        guard let first = tokens.first, case .identifier(let keyword) = first.kind else {
            return tokens.isEmpty ? Parser.keywords + names : expression
        }
        if let last = tokens.last, last.kind == .dot, !last.spaceBefore, tokens.count >= 2,
           case .identifier(let object) = tokens[tokens.count - 2].kind {
            switch state[object] {
            case .gauge?: return Vocabulary.gaugeOptions.filter { $0 != "animation" }
            case .chart?: return Vocabulary.chartOptions.filter { $0 != "animation" }
            default: return []
            }
        }
        if let last = tokens.last, last.kind == .colon, tokens.count >= 2,
           case .identifier(let key) = tokens[tokens.count - 2].kind {
            if keyword == "chart", ["x", "y", "angle", "color"].contains(key) {
                return columns(tokens).map { "\"\($0)\"" }
            }
            if keyword == "chart", key == "where" { return columns(tokens) + ["not", "none"] }
            return values(for: key, keyword: keyword, dataNames: dataNames) ?? expression
        }
        let count = tokens.count
        switch keyword {
        case "gauge": return count == 1 ? objects("a gauge") : Vocabulary.gaugeOptions
        case "chart":
            if count == 1 { return objects("a chart") }
            if count == 2 { return Vocabulary.marks + Vocabulary.chartOptions }
            if insideCondition(tokens) { return columns(tokens) + Vocabulary.conditionWords + Vocabulary.chartOptions }
            return Vocabulary.chartOptions
        case "animation": return Vocabulary.curves
        case "select": return count == 1 ? objects("a chart") : ["angle", "none"]
        case "layer":
            if count == 1 { return objects("a chart") }
            return count == 2 ? Vocabulary.marks.filter { $0 != "sector" } : Evaluator.layerOptions
        case "show": return count >= 2 && tokens.last?.kind != .comma ? ["live"] : objects("a gauge") + objects("a chart")
        case "describe", "delete": return names
        case "help": return HelpCatalog.topics
        case "list", "reset", "exit", "quit": return []
        default: return expression
        }
    }

    /// Whether the last option of a `chart` statement is `where:` (its condition may go on
    /// with a column, `and`, `or`, `not`, or the next option).
    func insideCondition(_ tokens: [Token]) -> Bool {
        for i in stride(from: tokens.count - 2, through: 0, by: -1) where tokens[i + 1].kind == .colon {
            if case .identifier(let key) = tokens[i].kind { return key == "where" }
        }
        return false
    }

    /// The column names of the table a `chart` statement is about: its `data:` name, else the
    /// existing chart's data.
    func columns(_ tokens: [Token]) -> [String] {
        var table: Table?
        for (i, token) in tokens.enumerated() where token.kind == .identifier("data") && i + 2 < tokens.count {
            if tokens[i + 1].kind == .colon, case .identifier(let name) = tokens[i + 2].kind,
               case .data(.table(let found))? = state[name] {
                table = found
            }
        }
        if table == nil, tokens.count >= 2, case .identifier(let name) = tokens[1].kind,
           case .chart(let chart)? = state[name], case .table(let found)? = chart.data {
            table = found
        }
        return table?.columns.map(\.name) ?? []
    }

    func values(for key: String, keyword: String, dataNames: [String]) -> [String]? {
        switch key {
        case "style": return Vocabulary.styles
        case "tint", "track", "fill": return NamedColors.names + ["gradient"]
        case "color" where keyword == "gauge": return NamedColors.names
        case "format": return Vocabulary.formats
        case "legend": return Vocabulary.legends
        case "unit": return Vocabulary.units
        case "aggregate": return Vocabulary.aggregates
        case "sort": return Vocabulary.sorts
        case "bin": return Vocabulary.bins
        case "anchor": return Vocabulary.anchors
        case "animation": return Vocabulary.curves
        case "data": return dataNames + ["csv"]
        case "inner", "outer", "unselectedOuter": return ["inset", "ratio", "automatic"]
        case "angle" where keyword == "select": return []
        default: return nil
        }
    }

    /// Help for the word under the cursor, or a description of the session object it names.
    func inspect(_ source: String, cursor rawCursor: Int) -> String? {
        let scalars = Array(source.unicodeScalars)
        let cursor = min(max(rawCursor, 0), scalars.count)
        var end = cursor
        while end < scalars.count, Lexer.isIdentifierPart(scalars[end]) { end += 1 }
        let word = Completer.word(before: end, in: scalars).text
        guard !word.isEmpty else { return nil }
        if let binding = state[word] { return Describe.describe(word, binding).plain }
        return HelpCatalog.text(for: word)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
