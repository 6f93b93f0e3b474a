import Foundation
import Testing
@testable import GaugeRender

/// A sector chart of `values` labelled a, b, c, … (a pie unless configured).
func sectorChart(_ values: [Double], labels: [String]? = nil,
                 _ configure: (inout ChartSpec) -> Void = { _ in }) -> Drawable {
    let names = labels ?? values.indices.map { String(UnicodeScalar(UInt8(97 + $0))) }
    var spec = ChartSpec(mark: .sector, rows: zip(names, values).map {
        ChartRow(x: .category($0), y: $1)
    })
    configure(&spec)
    return .chart(spec)
}

func sectorModel(_ drawable: Drawable) -> SectorChartModel {
    guard case .chart(let spec) = drawable else { return SectorChartModel(spec: ChartSpec(mark: .sector)) }
    return SectorChartModel(spec: spec)
}

@Suite struct SectorInterpolationTests {
    @Test func donutOneOneToOneThreeAtHalfTime() {
        // VISUAL.md: [1,1] → [1,3] under easeInOut, at t = 0.5 the first sector ends at 135°.
        let from = sectorModel(sectorChart([1, 1]) { $0.innerRadius = .ratio(0.5) })
        let to = sectorModel(sectorChart([1, 3]) { $0.innerRadius = .ratio(0.5) })
        let q = AnimationCurve.easeInOut(1).progress(at: 0.5)
        let mid = from.interpolated(to: to, progress: q)
        #expect(mid.sectors.map(\.key) == ["a", "b"])
        #expect(abs(mid.sectors[0].startAngle - 0) < 1e-9)
        #expect(abs(mid.sectors[0].endAngle - 135) < 1e-9)
        #expect(abs(mid.sectors[1].startAngle - 135) < 1e-9)
        #expect(abs(mid.sectors[1].endAngle - 360) < 1e-9)
        #expect(abs(mid.sectors[0].innerRadius - to.sectors[0].innerRadius) < 1e-9)
    }

    @Test func appearingSectorGrowsFromWhereItWillSit() {
        let from = sectorModel(sectorChart([1, 1], labels: ["x", "y"]))            // x 0–180, y 180–360
        let to = sectorModel(sectorChart([1, 2, 1], labels: ["x", "new", "y"]))    // x 0–90, new 90–270, y 270–360
        let start = from.interpolated(to: to, progress: 0)
        #expect(start.sectors.map(\.key) == ["x", "new", "y"])
        // new starts at zero width where x ended in the old state: 180°.
        #expect(start.sectors[1].startAngle == 180 && start.sectors[1].endAngle == 180)
        let quarter = from.interpolated(to: to, progress: 0.25)
        let x = quarter.sectors[0], new = quarter.sectors[1], y = quarter.sectors[2]
        #expect(abs(x.endAngle - 157.5) < 1e-9)
        #expect(abs(new.startAngle - 157.5) < 1e-9)
        #expect(abs(new.endAngle - 202.5) < 1e-9)
        #expect(abs(y.startAngle - 202.5) < 1e-9)
        #expect(abs(y.endAngle - 360) < 1e-9)
        #expect(new.color == to.sectors[1].color)
    }

    @Test func appearingFirstSectorGrowsFromTwelveOClock() {
        let from = sectorModel(sectorChart([1], labels: ["y"]))
        let to = sectorModel(sectorChart([1, 1], labels: ["first", "y"]))
        let start = from.interpolated(to: to, progress: 0)
        #expect(start.sectors.map(\.key) == ["first", "y"])
        #expect(start.sectors[0].startAngle == 0 && start.sectors[0].endAngle == 0)
    }

    @Test func vanishingSectorShrinksAfterItsPredecessor() {
        let from = sectorModel(sectorChart([1, 1, 2], labels: ["x", "gone", "y"]))  // x 0–90, gone 90–180, y 180–360
        let to = sectorModel(sectorChart([1, 1], labels: ["x", "y"]))                 // x 0–180, y 180–360
        let half = from.interpolated(to: to, progress: 0.5)
        #expect(half.sectors.map(\.key) == ["x", "gone", "y"])
        #expect(abs(half.sectors[0].endAngle - 135) < 1e-9)
        #expect(abs(half.sectors[1].startAngle - 135) < 1e-9)
        #expect(abs(half.sectors[1].endAngle - 180) < 1e-9)  // 180 → 180: shrinks from its start side
        let end = from.interpolated(to: to, progress: 1)
        #expect(abs(end.sectors[1].endAngle - end.sectors[1].startAngle) < 1e-12)
    }

    @Test func growingAndShrinkingNeighboursNeverOverlap() {
        // さくらんぼ leaves and メロン arrives in the same place, while いちご grows.
        let from = sectorModel(sectorChart([15, 12, 6, 5], labels: ["りんご", "いちご", "さくらんぼ", "ぶどう"]))
        let to = sectorModel(sectorChart([15, 20, 6, 9], labels: ["りんご", "いちご", "メロン", "ぶどう"]))
        for q in stride(from: 0.0, through: 1.0, by: 0.125) {
            let sectors = from.interpolated(to: to, progress: q).sectors
            #expect(sectors.map(\.key) == ["りんご", "いちご", "さくらんぼ", "メロン", "ぶどう"])
            for (left, right) in zip(sectors, sectors.dropFirst()) {
                #expect(abs(left.endAngle - right.startAngle) < 1e-9, "q=\(q) \(left.key)|\(right.key)")
                #expect(left.endAngle >= left.startAngle)
            }
            #expect(abs((sectors.last?.endAngle ?? 0) - 360) < 1e-9)
        }
        let half = from.interpolated(to: to, progress: 0.5).sectors
        #expect(abs(half[2].endAngle - half[2].startAngle - 6.0 / 38 * 360 / 2) < 1e-9)  // さくらんぼ at half its sweep
        #expect(abs(half[3].endAngle - half[3].startAngle - 6.0 / 50 * 360 / 2) < 1e-9)  // メロン at half its sweep
    }

    @Test func springOvershootNeverInvertsASector() {
        let from = sectorModel(sectorChart([1, 1, 1], labels: ["a", "gone", "b"]))
        let to = sectorModel(sectorChart([1, 1], labels: ["a", "b"]))
        let past = from.interpolated(to: to, progress: 1.1).sectors   // a spring's overshoot
        #expect(past.map(\.key) == ["a", "gone", "b"])
        #expect(past[1].endAngle == past[1].startAngle)                // clamped at zero width
        #expect(abs(past[0].endAngle - (120 + 60 * 1.1)) < 1e-9)       // 186°: past its 180°
    }

    @Test func reorderedSectorsInterpolateTheirAngles() {
        let from = sectorModel(sectorChart([1, 3], labels: ["p", "q"]))   // p 0–90, q 90–360
        let to = sectorModel(sectorChart([3, 1], labels: ["q", "p"]))     // q 0–270, p 270–360
        let half = from.interpolated(to: to, progress: 0.5).sectors
        #expect(half.map(\.key) == ["q", "p"])
        #expect(abs(half[0].startAngle - 45) < 1e-9 && abs(half[0].endAngle - 315) < 1e-9)
        #expect(abs(half[1].startAngle - 135) < 1e-9 && abs(half[1].endAngle - 225) < 1e-9)
    }

    @Test func legendStartsAsItWas() {
        let from = sectorModel(sectorChart([1, 1], labels: ["old", "kept"]))
        let to = sectorModel(sectorChart([1, 1], labels: ["kept", "new"]))
        #expect(from.interpolated(to: to, progress: 0).legend.map(\.label) == ["old", "kept"])
        #expect(from.interpolated(to: to, progress: 0.01).legend.map(\.label) == ["kept", "new"])
    }

    @Test func coloursAndOpacityMix() {
        let from = sectorModel(sectorChart([1, 1]))
        let to = sectorModel(sectorChart([1, 1]) { $0.selection = .label("a") })
        let mid = from.interpolated(to: to, progress: 0.5)
        let dimmed = to.sectors[1].opacity
        #expect(dimmed < 1)
        #expect(abs(mid.sectors[1].opacity - (1 + dimmed) / 2) < 1e-9)
        #expect(abs(mid.sectors[0].outerRadius - (from.sectors[0].outerRadius + to.sectors[0].outerRadius) / 2) < 1e-9)
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let mixed = Lerp.color(red, blue, 0.25)
        #expect(mixed == Color(red: 0.75, green: 0, blue: 0.25))
    }
}

@Suite struct GaugeInterpolationTests {
    @Test func valueAndColoursMove() {
        let from = GaugeModel(spec: GaugeSpec(value: 50, range: 0...100, style: .accessoryCircularCapacity,
                                              tint: .color(Color(red: 0, green: 1, blue: 0))))
        let to = GaugeModel(spec: GaugeSpec(value: 75, range: 0...100, style: .accessoryCircularCapacity,
                                            tint: .color(Color(red: 1, green: 0, blue: 0)), size: 300))
        let mid = from.interpolated(to: to, progress: 0.5)
        #expect(abs(mid.p - 0.625) < 1e-12)
        #expect(mid.tint == [Color(red: 0.5, green: 0.5, blue: 0)])
        #expect(abs(mid.scale - (1 + 300.0 / 58) / 2) < 1e-12)
        #expect(mid.valueText == to.valueText)
        #expect(from.interpolated(to: to, progress: 0).valueText == from.valueText)
        // a spring's overshoot is passed on unclamped
        #expect(abs(from.interpolated(to: to, progress: 1.2).p - 0.8) < 1e-12)
    }

    @Test func gradientsOfDifferentLengthsResample() {
        let colors = Lerp.colors([Color(red: 0, green: 0, blue: 0)],
                                 [Color(red: 1, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1)], 0.5)
        #expect(colors == [Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0, green: 0, blue: 0.5)])
    }
}
