// Temporary stand-in until the scene/SVG writer lands; replaced, not extended.
enum SVGPlaceholder {
    static func svg(_ request: RenderRequest) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\" id=\"\(request.idPrefix)\"/>"
    }
    static func plainText(_ drawable: Drawable, name: String) -> String { name }
}
