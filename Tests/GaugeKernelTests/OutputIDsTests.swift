import Testing
@testable import GaugeKernel

@Suite struct OutputIDsTests {
    @Test func prefixesCountUpFromTheToken() {
        let ids = OutputIDs(token: "abc123")
        #expect(ids.nextPrefix() == "gabc123-1")
        #expect(ids.nextPrefix() == "gabc123-2")
        #expect(ids.displayID(forObject: "battery") == "gauge-abc123-battery")
    }

    @Test func randomTokensDifferBetweenProcessesAndPrefixesAreXMLNames() {
        let first = OutputIDs().nextPrefix()
        let second = OutputIDs().nextPrefix()
        #expect(first != second)
        #expect(first.first == "g")
        #expect(first.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
