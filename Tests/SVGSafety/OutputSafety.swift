/// What every SVG the kernel sends must be, whatever the input (issue 11, "Output safety"):
/// well-formed XML rooted at `<svg>`; no script-capable element (`script`, `foreignObject`,
/// `iframe`, `object`, `embed`); no event-handler attribute (`on…=`); `href`, `xlink:href` and
/// `src` only to `#local` ids; `url(…)` only to `#local` ids, in attributes and in `<style>`;
/// no `javascript:` in an attribute or the style sheet; no `NaN`/`inf`/`Infinity` in any
/// attribute.
///
/// `aria-label` and the text of `<title>`/`<text>` carry the user's own labels: there
/// `javascript:` or `NaN` is inert text, escaped like any other, so they are not searched.
public enum OutputSafety {
    /// The problems found in `svg`, each a sentence; empty when it is safe.
    public static func problems(svg: String) -> [String] {
        problems(in: XMLCheck(svg))
    }

    /// The problems found in an SVG already read by `XMLCheck` (a caller that also reads its
    /// elements parses it once); empty when it is safe.
    public static func problems(in xml: XMLCheck) -> [String] {
        if let problem = xml.problem { return ["not well-formed XML: \(problem)"] }
        var found: [String] = []
        if xml.elements.first?.name != "svg" { found.append("the root element is not <svg>") }
        for element in xml.elements {
            let name = element.name.lowercased()
            if ["script", "foreignobject", "iframe", "object", "embed"].contains(name) {
                found.append("a <\(element.name)> element")
            }
            if name == "style" { found += styleProblems(element.text) }
            for (attribute, value) in element.attributes {
                found += problems(attribute: attribute.lowercased(), value: value, on: element.name)
            }
        }
        return found
    }

    private static func problems(attribute: String, value: String, on element: String) -> [String] {
        if attribute == "aria-label" { return [] }
        var found: [String] = []
        let compact = Compact(value)
        if attribute.hasPrefix("on") { found.append("event-handler attribute \(attribute) on <\(element)>") }
        if ["href", "xlink:href", "src"].contains(attribute), !value.hasPrefix("#") {
            found.append("\(attribute)=\"\(value.prefix(40))\" on <\(element)> is not a #local reference")
        }
        if compact.contains("javascript:") { found.append("javascript: in \(attribute) on <\(element)>") }
        if compact.hasExternalURL { found.append("url() to a non-local target in \(attribute) on <\(element)>") }
        // ids and class names are names, never numbers (FuzzText's finding 96c41568:
        // `id="infinity-0"`; the motion classes `inf-motion`, `inf-in` of a prefix `inf`)
        if attribute != "id", attribute != "class", let token = nonFiniteToken(value) {
            found.append("\(token) in \(attribute)=\"\(value.prefix(60))\" on <\(element)>")
        }
        return found
    }

    private static func styleProblems(_ css: String) -> [String] {
        let compact = Compact(css)
        var found: [String] = []
        if compact.contains("@import") { found.append("@import in <style>") }
        if compact.contains("javascript:") { found.append("javascript: in <style>") }
        if compact.contains("expression(") { found.append("expression() in <style>") }
        if compact.hasExternalURL { found.append("url() to a non-local target in <style>") }
        if let token = nonFiniteToken(css, hyphenJoins: true) { found.append("\(token) in <style>") }
        return found
    }

    /// A text's UTF-8 with ASCII whitespace removed and ASCII letters lowercased, searched as
    /// bytes (`java script:` and `URL (` are what a browser reads too). Byte-level, because this
    /// runs on every attribute of every fuzzed picture.
    private struct Compact {
        var bytes: [UInt8] = []

        init(_ text: String) {
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 where byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C {
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }

        /// The offsets just past each occurrence of `pattern`.
        func ends(of pattern: StaticString) -> [Int] {
            let count = pattern.utf8CodeUnitCount
            guard bytes.count >= count else { return [] }
            var found: [Int] = []
            let first = pattern.utf8Start[0]
            for start in 0...(bytes.count - count) where bytes[start] == first {
                var offset = 1
                while offset < count, bytes[start + offset] == pattern.utf8Start[offset] { offset += 1 }
                if offset == count { found.append(start + count) }
            }
            return found
        }

        func contains(_ pattern: StaticString) -> Bool { !ends(of: pattern).isEmpty }

        /// A `url(` whose target (after an optional quote) does not start with `#`.
        var hasExternalURL: Bool {
            ends(of: "url(").contains { end in
                var index = end
                while index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                }
                return index >= bytes.count || bytes[index] != UInt8(ascii: "#")
            }
        }
    }

    /// `NaN`, `inf` or `Infinity` standing as a word (not inside `info` or `fine`), not
    /// joined to digits or `_` (`gh4nan3`, a generated id, is a name, not a number; `-nan`,
    /// `1 nan` and `,inf` are numbers) and not after `#` (`url(#inf-0)` names an id); bytes of
    /// non-ASCII letters count as letters. With `hyphenJoins` (CSS, where `-` is part of an
    /// identifier: `.inf-motion`, `@keyframes inf-in`) a hyphen after the word joins a name too
    /// (one before it is a sign: `opacity:-inf`).
    static func nonFiniteToken(_ text: String, hyphenJoins: Bool = false) -> String? {
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        // the word so far, lowercased, in a fixed buffer: this runs on every attribute of every
        // fuzzed picture, so nothing is allocated per byte (past 8 letters a word is too long)
        var word: (UInt64, Int) = (0, 0)
        var before: UInt8 = 0x20
        var last: UInt8 = 0x20
        func ends(_ byte: UInt8) -> String? {
            defer { word = (0, 0) }
            guard word.1 > 0, word.1 <= 8, !isNameByte(before), before != UInt8(ascii: "#"),
                  !isNameByte(byte), !(hyphenJoins && byte == UInt8(ascii: "-")) else { return nil }
            switch word.0 {
            case Self.packed("nan"): return "nan"
            case Self.packed("inf"): return "inf"
            case Self.packed("infinity"): return "infinity"
            default: return nil
            }
        }
        for byte in text.utf8 {
            if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80 {
                if word.1 == 0 { before = last }
                if word.1 < 8 { word.0 = word.0 << 8 | UInt64(byte | 0x20) }
                word.1 += 1
                last = byte
                continue
            }
            if let token = ends(byte) { return token }
            last = byte
        }
        return ends(0x20)
    }

    /// Up to eight ASCII bytes packed big-endian into one integer, as `nonFiniteToken` builds words.
    private static func packed(_ word: StaticString) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<word.utf8CodeUnitCount { value = value << 8 | UInt64(word.utf8Start[offset]) }
        return value
    }

    /// The problems in a JSON text: bare `NaN`/`Infinity` tokens outside strings (JSON has no
    /// such numbers, and Jupyter's clients reject them).
    public static func problems(json: [UInt8]) -> [String] {
        var inString = false
        var escaped = false
        var word: [UInt8] = []
        for index in 0...json.count {
            let byte = index < json.count ? json[index] : 0x20  // a space ends the last word
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                word.append(byte)
                continue
            }
            if !word.isEmpty {
                let text = String(decoding: word, as: UTF8.self)
                if !["true", "false", "null", "e", "E"].contains(text) { return ["bare \(text) in JSON"] }
                word.removeAll(keepingCapacity: true)
            }
        }
        return []
    }
}
