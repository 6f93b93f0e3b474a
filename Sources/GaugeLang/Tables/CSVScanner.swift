/// Where one field's text lies: in the file's bytes, or (for quoted fields that needed
/// unescaping) in the scanner's side buffer `decoded`.
struct CSVSpan: Sendable, Hashable {
    var start: UInt32
    /// Length in bytes; the top bit set means the bytes are in `decoded`.
    var packedLength: UInt32

    static let decodedFlag: UInt32 = 1 << 31

    var isDecoded: Bool { packedLength & Self.decodedFlag != 0 }
    var length: Int { Int(packedLength & ~Self.decodedFlag) }
}

/// The fields of a csv file: the header's names and every data cell as a span, row-major.
struct CSVScan {
    var header: [String]
    /// `rowCount * header.count` spans, row after row.
    var cells: [CSVSpan]
    var rowCount: Int
    /// Unescaped text of quoted fields that held doubled quotes or text after the closing quote.
    var decoded: [UInt8]
}

/// Splits UTF-8 csv bytes into records and fields, following RFC 4180 with the leniencies
/// teachers' files need.
///
/// - Records end at LF, CRLF or a lone CR; a leading UTF-8 byte order mark is skipped.
/// - A field starting with `"` (after optional spaces) is quoted: commas, line breaks and doubled
///   quotes `""` inside it are text. Text after the closing quote is kept literally.
/// - Unquoted fields are trimmed of spaces and tabs; quoted ones keep their text exactly.
/// - Blank lines (empty or only spaces) are skipped.
/// - Line numbers are 1-based physical lines of the file, where a record starts.
/// - `isInterrupted` is polled every 4096 records.
enum CSVScanner {
    static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","),
               lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"),
               space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// Scans `bytes` (already known to be valid UTF-8).
    /// - Throws: `.noHeader`, `.wrongFieldCount`, `.unterminatedQuote`, `.tooLarge`, `.interrupted`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>,
                     isInterrupted: () -> Bool) throws(TableError) -> CSVScan {
        let n = bytes.count
        guard n < Int(CSVSpan.decodedFlag) else { throw .tooLarge(bytes: n) }
        var i = 0
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        var line = 1
        var header: [String]?
        var cells: [CSVSpan] = []
        var decoded: [UInt8] = []
        var row: [CSVSpan] = []
        var rowCount = 0
        var sincePoll = 0

        while i < n {
            let recordLine = line
            row.removeAll(keepingCapacity: true)
            var blank = true
            fields: while true {
                var j = i
                while j < n, bytes[j] == space || bytes[j] == tab { j += 1 }
                var k = j
                if j < n, bytes[j] == quote {
                    blank = false
                    let quoteLine = line
                    var escaped = false
                    k = j + 1
                    var contentEnd = k
                    while true {
                        guard k < n else { throw .unterminatedQuote(line: quoteLine) }
                        let b = bytes[k]
                        if b == quote {
                            if k + 1 < n, bytes[k + 1] == quote { escaped = true; k += 2; continue }
                            contentEnd = k
                            k += 1
                            break
                        }
                        if b == lf || (b == cr && !(k + 1 < n && bytes[k + 1] == lf)) { line += 1 }
                        k += 1
                    }
                    var end = k
                    while k < n, bytes[k] != comma, bytes[k] != lf, bytes[k] != cr {
                        if bytes[k] != space, bytes[k] != tab { escaped = true; end = k + 1 }
                        k += 1
                    }
                    if escaped {
                        let start = decoded.count
                        unescape(UnsafeBufferPointer(rebasing: bytes[j..<end]), into: &decoded)
                        row.append(CSVSpan(start: UInt32(start),
                                           packedLength: UInt32(decoded.count - start) | CSVSpan.decodedFlag))
                    } else {
                        row.append(CSVSpan(start: UInt32(j + 1), packedLength: UInt32(contentEnd - j - 1)))
                    }
                } else {
                    while k < n, bytes[k] != comma, bytes[k] != lf, bytes[k] != cr { k += 1 }
                    var end = k
                    while end > j, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
                    if end > j || (k < n && bytes[k] == comma) { blank = false }
                    row.append(CSVSpan(start: UInt32(j), packedLength: UInt32(end - j)))
                }
                // k is at a comma, a line break or the end.
                if k < n, bytes[k] == comma { i = k + 1; continue fields }
                if k < n {
                    line += 1
                    k += (bytes[k] == cr && k + 1 < n && bytes[k + 1] == lf) ? 2 : 1
                }
                i = k
                break fields
            }
            if blank { continue }
            guard let names = header else {
                header = row.map { span in text(of: span, bytes: bytes, decoded: decoded) }
                continue
            }
            guard row.count == names.count else {
                throw .wrongFieldCount(line: recordLine, expected: names.count, found: row.count)
            }
            cells.append(contentsOf: row)
            rowCount += 1
            sincePoll += 1
            if sincePoll == 4096 {
                sincePoll = 0
                if isInterrupted() { throw .interrupted }
            }
        }
        guard let header else { throw .noHeader }
        return CSVScan(header: header, cells: cells, rowCount: rowCount, decoded: decoded)
    }

    /// The text of a quoted field from its opening quote: `""` becomes `"`, the closing quote
    /// ends the quoted part, and anything after it (bar trailing spaces) is kept as written.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var k = 1
        var inQuotes = true
        while k < raw.count {
            let b = raw[k]
            if inQuotes, b == quote {
                if k + 1 < raw.count, raw[k + 1] == quote { out.append(quote); k += 2; continue }
                inQuotes = false
            } else if inQuotes || (b != space && b != tab) || !trailingBlank(raw, from: k) {
                out.append(b)
            }
            k += 1
        }
    }

    private static func trailingBlank(_ raw: UnsafeBufferPointer<UInt8>, from k: Int) -> Bool {
        raw[k...].allSatisfy { $0 == space || $0 == tab }
    }

    static func text(of span: CSVSpan, bytes: UnsafeBufferPointer<UInt8>, decoded: [UInt8]) -> String {
        let start = Int(span.start)
        if span.isDecoded {
            return String(decoding: decoded[start..<start + span.length], as: UTF8.self)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + span.length]),
                      as: UTF8.self)
    }
}
