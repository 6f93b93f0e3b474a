import Foundation
import Testing
@testable import GaugeLang

/// `sort: label` orders as Foundation's `compare(_:options: [.numeric, .caseInsensitive])`
/// did, now without Foundation (issue 10); checked against Foundation itself here.
@Suite struct LabelSortKeyTests {
    static func foundationOrder(_ a: String, _ b: String) -> Int {
        switch a.compare(b, options: [.numeric, .caseInsensitive]) {
        case .orderedAscending: -1
        case .orderedSame: 0
        case .orderedDescending: 1
        }
    }

    static func order(_ a: String, _ b: String) -> Int {
        let (x, y) = (LabelSortKey(a), LabelSortKey(b))
        return x < y ? -1 : (x == y ? 0 : 1)
    }

    /// Labels people give categories: numbered items, dates, versions, case, accents, ß,
    /// Greek and Cherokee case, CJK, emoji, digits beyond 64 bits.
    static let labels = [
        "item 2", "item 10", "Item 11", "item 007", "item 7", "a01", "a1", "A", "a", "B2", "b10", "c", "",
        " a", "_x", "[x", "{x", "x10y2", "x10y10", "1.5", "1.10", "-3", "-10", "2012-01-05", "2012-1-5",
        "v1.2.10", "v1.2.9", "Zürich", "Zurich", "zulu", "Ängelholm", "Aachen", "Bern", "é", "e", "f", "É",
        "e\u{301}", "Straße", "STRASSE", "strasse", "Strasse 2", "ﬁsh", "fish", "Σίσυφος", "σίσυφος",
        "ς", "σ", "Ꭰ", "ꭰ", "ア", "あ", "りんご", "いちご", "さくらんぼ", "漢字", "한국", "🍎", "🍎 2",
        "🍎 10", "Ａ", "２", "3", "٣", "①", "99999999999999999999", "100000000000000000000", "İstanbul",
        "istanbul", "ıspanak", "Iowa", "Ω", "ω", "µ", "μ", "Å", "Å", "ñ", "n", "o", "ø", "Ø",
    ]

    @Test func everyPairOfLabelsOrdersAsFoundationDid() {
        for a in Self.labels {
            for b in Self.labels {
                #expect(Self.order(a, b) == Self.foundationOrder(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
            }
        }
    }

    /// Foundation skipped a folded character next to a combining mark in a few cases, so its
    /// order was not transitive (`e` < `é` but `eé` > `é`); the key's order is.
    @Test(arguments: [("eé", "é", -1), ("Eé", "é", -1), ("Iä", "İ", -1), ("aÅ", "Åb", -1)])
    func combiningMarksCompareAfterTheirBase(a: String, b: String, order: Int) {
        #expect(Self.order(a, b) == order)
        #expect(Self.order(b, a) == -order)
        #expect(Self.foundationOrder(a, b) == -order)  // what Foundation said
    }

    @Test func sortByLabelKeepsFirstAppearanceAmongEquals() {
        let harness = Harness()
        harness.run("chart f bar data: [\"b10\": 1, \"a1\": 2, \"B2\": 3, \"A01\": 4, \"é\": 5, \"f\": 6, \"e\": 7] sort: label")
        guard case .chart(let spec)? = harness.run("f.sort = label").output.shows.last?.drawable else {
            Issue.record("no chart")
            return
        }
        #expect(spec.rows.map(\.x) == ["a1", "A01", "B2", "b10", "e", "é", "f"].map { .category($0) })
    }
}
