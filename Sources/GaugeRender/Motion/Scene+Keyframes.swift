/// Tree walks over a scene's primitives — its nodes and the nodes of its clip paths — for the
/// keyframe builder, which matches primitives across frames by `key`.
extension Scene {
    /// Where a primitive sits in a scene: its parent and the siblings before it.
    struct Placement: Sendable, Hashable {
        enum Parent: Sendable, Hashable {
            case root
            case group(String)
            case clip(String)
        }
        var parent: Parent
        /// Keys of the siblings drawn before it, nearest first.
        var precedingSiblings: [String]
    }

    /// Every primitive by key (clip-path nodes included), keys in depth-first drawing order
    /// (clip paths first), and each one's placement. A repeated key keeps its first node.
    var index: (nodes: [String: Node], order: [String], placements: [String: Placement]) {
        var nodes: [String: Node] = [:]
        var order: [String] = []
        var placements: [String: Placement] = [:]
        func visit(_ siblings: [Node], parent: Placement.Parent) {
            var before: [String] = []
            for node in siblings {
                if nodes[node.key] == nil {
                    nodes[node.key] = node
                    order.append(node.key)
                    placements[node.key] = Placement(parent: parent, precedingSiblings: before.reversed())
                }
                before.append(node.key)
                if case .group(let group) = node { visit(group.children, parent: .group(group.key)) }
            }
        }
        for case .clipPath(let clip) in definitions { visit(clip.nodes, parent: .clip(clip.key)) }
        visit(self.nodes, parent: .root)
        return (nodes, order, placements)
    }

    /// This scene with every primitive (clip-path nodes included) replaced by `transform`'s
    /// nodes, children before their parents.
    func flatMapNodes(_ transform: (Node) -> [Node]) -> Scene {
        func walk(_ list: [Node]) -> [Node] {
            list.flatMap { node -> [Node] in
                guard case .group(var group) = node else { return transform(node) }
                group.children = walk(group.children)
                return transform(.group(group))
            }
        }
        var scene = self
        scene.nodes = walk(nodes)
        scene.definitions = definitions.map { definition in
            guard case .clipPath(var clip) = definition else { return definition }
            clip.nodes = walk(clip.nodes)
            return .clipPath(clip)
        }
        return scene
    }

    /// Inserts `node` at `placement`: after the nearest preceding sibling present there, else
    /// first. Returns false (and changes nothing) when the parent is not in this scene.
    mutating func insert(_ node: Node, at placement: Placement) -> Bool {
        func position(in siblings: [Node]) -> Int {
            for key in placement.precedingSiblings {
                if let found = siblings.firstIndex(where: { $0.key == key }) { return found + 1 }
            }
            return 0
        }
        switch placement.parent {
        case .root:
            nodes.insert(node, at: position(in: nodes))
            return true
        case .clip(let clipKey):
            guard let slot = definitions.firstIndex(where: { $0.key == clipKey }),
                  case .clipPath(var clip) = definitions[slot] else { return false }
            clip.nodes.insert(node, at: position(in: clip.nodes))
            definitions[slot] = .clipPath(clip)
            return true
        case .group(let groupKey):
            var inserted = false
            let updated = flatMapNodes { candidate in
                guard !inserted, candidate.key == groupKey, case .group(var group) = candidate else {
                    return [candidate]
                }
                group.children.insert(node, at: position(in: group.children))
                inserted = true
                return [.group(group)]
            }
            if inserted { self = updated }
            return inserted
        }
    }
}
