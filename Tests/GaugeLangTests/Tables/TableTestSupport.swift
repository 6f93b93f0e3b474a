@testable import GaugeLang

/// The table's cells as text, row by row (nil = missing), for one-line comparisons.
func rows(_ table: Table) -> [[String?]] {
    (0..<table.rowCount).map { row in table.columns.map { $0.values.text(at: row) } }
}

/// Parses csv text, returning the thrown TableError (or nil when parsing succeeds).
func parseError(_ text: String) -> TableError? {
    do {
        _ = try Table.parse(csv: text)
        return nil
    } catch {
        return error
    }
}

/// The repository's notebooks/data folder, found from this file's path.
func dataFile(_ name: String, filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4) // Tables/File.swift, GaugeLangTests, Tests
    return parts.joined(separator: "/") + "/notebooks/data/" + name
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes bytes to a file (tests only).
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// An environment variable's value (tests only).
func getenvValue(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
}
