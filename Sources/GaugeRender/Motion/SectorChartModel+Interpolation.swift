/// Data-space interpolation of a sector chart (VISUAL.md, "Motion"; Swift Charts animates a
/// `SectorMark` by its angles and radii): sectors are matched by `key`.
extension SectorChartModel {
    /// The chart `progress` of the way from `self` to `target`.
    ///
    /// A sector in both moves its start/end angle, radii, opacity and colour (sRGB). A sector
    /// only in `target` grows from zero width at the angle where it will sit — the end of the
    /// nearest sector before it that both states share (0° when none) — and one only in
    /// `self` shrinks likewise to zero width; sectors are ordered as in `target`, a vanishing
    /// one after its old predecessor. Frame, plot circle, inset, corner radius and legend
    /// opacities move too; texts, selection and legend layout are `target`'s once moving.
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
        model.sectors = Self.pairs(from: sectors, to: target.sectors).map { old, new in
            old.interpolated(to: new, progress: q)
        }
        let oldLegend = Dictionary(legend.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        model.legend = target.legend.map { entry in
            guard let old = oldLegend[entry.label] else { return entry }
            var mixed = entry
            mixed.opacity = Lerp.number(old.opacity, entry.opacity, q)
            mixed.color = Lerp.color(old.color, entry.color, q)
            return mixed
        }
        // An all-zero chart draws the empty ring only while nothing has grown.
        model.isEmpty = isEmpty && target.isEmpty
        return model
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
