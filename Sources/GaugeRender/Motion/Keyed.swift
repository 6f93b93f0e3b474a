/// Matching two states' marks by key for interpolation (VISUAL.md, "Motion").
enum Keyed {
    /// (old, new) pairs in `new`'s order: a mark in both pairs with itself; one only in `new`
    /// is paired with `entering(new)` as its old state; one only in `old` with `leaving(old)`
    /// as its new state, placed after the nearest mark before it in `old` that is still there
    /// (first when none). A repeated key pairs its first occurrence.
    static func pairs<Mark>(_ old: [Mark], _ new: [Mark], key: (Mark) -> String,
                            entering: (Mark) -> Mark, leaving: (Mark) -> Mark) -> [(Mark, Mark)] {
        let oldByKey = Dictionary(old.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(key))
        // leaving marks by the shared mark they follow in `old` (nil: before every shared one);
        // one pass each way, so 10,000 points pair in linear time
        var first: [Mark] = []
        var after: [String: [Mark]] = [:]
        var anchor: String?
        for mark in old {
            let name = key(mark)
            if newKeys.contains(name) {
                anchor = name
            } else if let anchor {
                after[anchor, default: []].append(mark)
            } else {
                first.append(mark)
            }
        }
        var result = first.map { ($0, leaving($0)) }
        result.reserveCapacity(new.count + old.count)
        var placed: Set<String> = []
        for mark in new {
            let name = key(mark)
            result.append((oldByKey[name] ?? entering(mark), mark))
            // a repeated key takes its followers at its first occurrence
            if let followers = after[name], placed.insert(name).inserted {
                result += followers.map { ($0, leaving($0)) }
            }
        }
        return result
    }

    /// `target`'s legend once moving (the old one at q = 0), entries both share mixing
    /// colour and opacity.
    static func legend(_ old: [LegendEntry], _ target: [LegendEntry], progress q: Double) -> [LegendEntry] {
        guard q > 0 else { return old }
        let before = Dictionary(old.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        return target.map { entry in
            guard let previous = before[entry.label] else { return entry }
            var mixed = entry
            mixed.opacity = Lerp.number(previous.opacity, entry.opacity, q)
            mixed.color = Lerp.color(previous.color, entry.color, q)
            return mixed
        }
    }
}
