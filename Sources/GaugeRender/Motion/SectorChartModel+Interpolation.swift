/// Data-space interpolation of a sector chart (VISUAL.md, "Motion"; Swift Charts animates a
/// `SectorMark` by its angles and radii): sectors are matched by `key`.
extension SectorChartModel {
    /// The chart `progress` of the way from `self` to `target`.
    ///
    /// A sector in both moves its start/end angle, radii, opacity and colour (sRGB). A sector
    /// only in `target` grows from zero width where it will sit, and one only in `self`
    /// shrinks to zero width where it was; sectors are ordered as in `target`, a vanishing one
    /// after its old predecessor. When the shared sectors keep their order, each sweep
    /// (end − start) is interpolated and the sweeps are laid end to end from the first start
    /// angle, so growing and shrinking neighbours never overlap; otherwise the angles
    /// themselves are interpolated (a reordered sector slides across the others). Frame, plot
    /// circle, inset, corner radius and legend opacities move too; texts, selection and
    /// legend layout are `target`'s once moving.
    public func interpolated(to target: SectorChartModel, progress q: Double) -> SectorChartModel {
        var model = Lerp.step(self, target, q)
        model.width = Lerp.number(width, target.width, q)
        model.height = Lerp.number(height, target.height, q)
        model.center = Point(x: Lerp.number(center.x, target.center.x, q),
                             y: Lerp.number(center.y, target.center.y, q))
        model.plotRadius = Lerp.number(plotRadius, target.plotRadius, q)
        model.angularInset = Lerp.number(angularInset, target.angularInset, q)
        model.cornerRadius = Lerp.number(cornerRadius, target.cornerRadius, q)
        model.legendFrame = Lerp.rect(legendFrame, target.legendFrame, q)
        model.emptyInnerRadius = Lerp.number(emptyInnerRadius, target.emptyInnerRadius, q)
        let pairs = Self.pairs(from: sectors, to: target.sectors)
        model.sectors = pairs.map { old, new in old.interpolated(to: new, progress: q) }
        if Self.keepsOrder(from: sectors, to: target.sectors), let first = model.sectors.first {
            // Lay the sweeps end to end so a growing and a shrinking sector never overlap.
            var angle = first.startAngle
            for (index, pair) in pairs.enumerated() {
                // a spring overshooting a vanishing sector must not turn it inside out
                let sweep = max(0, Lerp.number(pair.0.endAngle - pair.0.startAngle,
                                               pair.1.endAngle - pair.1.startAngle, q))
                model.sectors[index].startAngle = angle
                angle += sweep
                model.sectors[index].endAngle = angle
            }
        }
        model.legend = Keyed.legend(legend, target.legend, progress: q)
        // An all-zero chart draws the empty ring only while nothing has grown.
        model.isEmpty = isEmpty && target.isEmpty
        return model
    }

    /// Whether the sectors both states share come in the same order in each.
    static func keepsOrder(from old: [SectorModel], to new: [SectorModel]) -> Bool {
        let oldKeys = Set(old.map(\.key)), newKeys = Set(new.map(\.key))
        return old.map(\.key).filter(newKeys.contains) == new.map(\.key).filter(oldKeys.contains)
    }

    /// Matched (old, new) sector pairs in drawing order; an unmatched sector is paired with
    /// its zero-width twin placed as described in `interpolated(to:progress:)`.
    static func pairs(from old: [SectorModel], to new: [SectorModel]) -> [(SectorModel, SectorModel)] {
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [(SectorModel, SectorModel)] = []
        var anchorInOld = 0.0  // end angle, in the old state, of the last shared sector so far
        for sector in new {
            if let before = oldByKey[sector.key] {
                result.append((before, sector))
                anchorInOld = before.endAngle
            } else {
                result.append((sector.collapsed(at: anchorInOld), sector))
            }
        }
        // Vanishing sectors go after their nearest shared predecessor in the old order.
        var anchorInNew = 0.0
        var cursor = 0
        for sector in old {
            if let after = newByKey[sector.key] {
                anchorInNew = after.endAngle
                cursor = (result.firstIndex { $0.1.key == sector.key } ?? cursor - 1) + 1
            } else {
                result.insert((sector, sector.collapsed(at: anchorInNew)), at: min(cursor, result.count))
                cursor += 1
            }
        }
        return result
    }
}

extension SectorModel {
    /// This sector at zero width at `angle` degrees, otherwise unchanged.
    func collapsed(at angle: Double) -> SectorModel {
        var sector = self
        sector.startAngle = angle
        sector.endAngle = angle
        return sector
    }

    /// The sector `q` of the way to `target`: angles, radii, opacity, value and colour mixed;
    /// key and texts are `target`'s once moving.
    func interpolated(to target: SectorModel, progress q: Double) -> SectorModel {
        var sector = Lerp.step(self, target, q)
        sector.value = Lerp.number(value, target.value, q)
        sector.startAngle = Lerp.number(startAngle, target.startAngle, q)
        sector.endAngle = Lerp.number(endAngle, target.endAngle, q)
        sector.innerRadius = Lerp.number(innerRadius, target.innerRadius, q)
        sector.outerRadius = Lerp.number(outerRadius, target.outerRadius, q)
        sector.opacity = Lerp.number(opacity, target.opacity, q)
        sector.color = Lerp.color(color, target.color, q)
        return sector
    }
}
