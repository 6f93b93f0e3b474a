import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GaugeRender

/// An SVG parsed back as XML: every element with its attributes and text, in document order.
/// `nil` when the text is not well-formed XML.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }
    var elements: [Element]

    init?(_ svg: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse(), collector.failed == false else { return nil }
        elements = collector.elements
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    var root: Element? { elements.first }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        var failed = false

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributeDict))
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            _ = open.popLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
    }
}

/// The SVG for `drawable` with a fixed prefix.
func render(_ drawable: Drawable, prefix: String = "t") -> String {
    Renderer.svg(RenderRequest(drawable: drawable, idPrefix: prefix))
}
