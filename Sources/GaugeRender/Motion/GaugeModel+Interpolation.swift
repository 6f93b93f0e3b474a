/// Data-space interpolation of a gauge (VISUAL.md, "Motion"): the layout is rebuilt from the
/// result at every keyframe.
extension GaugeModel {
    /// The gauge `progress` of the way from `self` to `target`: `p`, scale, capsule height
    /// and every colour (tint stops, track, fill) mixed linearly (colours in sRGB); texts,
    /// style and anchor are `target`'s once moving (text changes cross-fade in the scene).
    /// `p` is not clamped, so a spring's overshoot reaches the layout, which clamps it.
    public func interpolated(to target: GaugeModel, progress q: Double) -> GaugeModel {
        var model = Lerp.step(self, target, q)
        model.p = Lerp.number(p, target.p, q)
        model.tint = Lerp.colors(tint, target.tint, q)
        model.scale = Lerp.number(scale, target.scale, q)
        model.capsuleHeight = Lerp.number(capsuleHeight, target.capsuleHeight, q)
        model.trackColor = Lerp.color(trackColor, target.trackColor, q)
        model.fillColors = Lerp.colors(fillColors, target.fillColors, q)
        return model
    }
}
