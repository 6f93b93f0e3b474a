import GaugeRender

/// The objects one cell changed, in the order first changed, with their state before the cell
/// (LANGUAGE.md, "Output"): each is displayed once at the end of the cell.
struct CellChanges {
    struct Entry {
        var name: String
        /// The drawable before the cell; `nil` when the cell created it.
        var before: Drawable?
        var animation: AnimationCurve
    }

    private(set) var entries: [Entry] = []

    mutating func note(_ name: String, before: Drawable?, animation: AnimationCurve) {
        if let at = entries.firstIndex(where: { $0.name == name }) {
            entries[at].animation = animation
        } else {
            entries.append(Entry(name: name, before: before, animation: animation))
        }
    }

    mutating func forget(_ name: String) {
        entries.removeAll { $0.name == name }
    }

    mutating func forgetAll() {
        entries = []
    }
}
