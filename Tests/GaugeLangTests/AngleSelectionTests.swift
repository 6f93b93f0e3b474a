import GaugeLang
import Testing

/// `select NAME angle: V` (LANGUAGE.md): the first positive sector whose running total reaches V.
@Suite struct AngleSelectionTests {
    static let fruits: [Double] = [15, 12, 6, 5, 4, 2]

    @Test(arguments: [
        (0.0, 0 as Int?), (15, 0), (15.0001, 1), (20, 1), (27, 1), (27.5, 2), (44, 5), (44.0001, nil), (-1, nil),
    ])
    func fruits(value: Double, expected: Int?) {
        #expect(AngleSelection.index(at: value, in: AngleSelectionTests.fruits) == expected)
    }

    @Test func zeroSectorsAreNeverSelected() {
        #expect(AngleSelection.index(at: 0, in: [0, 0, 3, 0, 2]) == 2)
        #expect(AngleSelection.index(at: 3, in: [0, 0, 3, 0, 2]) == 2)
        #expect(AngleSelection.index(at: 3.5, in: [0, 0, 3, 0, 2]) == 4)
        #expect(AngleSelection.index(at: 0, in: [0, 0]) == nil)
        #expect(AngleSelection.index(at: 0, in: []) == nil)
        #expect(AngleSelection.index(at: .infinity, in: [1]) == nil)
    }
}
