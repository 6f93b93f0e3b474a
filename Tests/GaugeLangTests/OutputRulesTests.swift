import GaugeLang
import GaugeRender
import Testing

/// LANGUAGE.md "Output": end-of-cell displays, live updates, errors and what they keep.
@Suite struct OutputRulesTests {
    func value(_ drawable: Drawable?) -> Double? {
        if case .gauge(let spec)? = drawable { return spec.value }
        return nil
    }

    @Test func changedObjectsAreDisplayedOnceInFirstChangedOrder() {
        let harness = Harness()
        harness.run("gauge a value: 0.1\ngauge b value: 0.2")
        let run = harness.run("b.value = 0.3\na.value = 0.4\nb.value = 0.5")
        #expect(run.output.shows.map(\.name) == ["b", "a"])
        #expect(run.output.shows.map(\.mode) == [.display, .display])
        #expect(run.output.shows.map { value($0.previous) } == [0.2, 0.1])
        #expect(run.output.shows.map { value($0.drawable) } == [0.5, 0.4])
    }

    @Test func syntaxErrorRunsNothing() {
        let harness = Harness()
        harness.run("gauge a value: 0.1")
        let run = harness.run("a.value = 0.9\nprint \"x\"\nlet = 3")
        #expect(run.error?.kind == .syntaxError)
        #expect(run.error?.line == 3)
        #expect(run.output.events.isEmpty)
        #expect(harness.run("a.value").result?.plain == "0.1")
    }

    @Test func runtimeErrorKeepsEarlierStatementsAndShowsTheirChanges() {
        let harness = Harness()
        harness.run("gauge a value: 0.1")
        let run = harness.run("a.value = 0.9\nprint \"before\"\nprint nothing\nprint \"after\"")
        #expect(run.error?.kind == .nameError)
        #expect(run.error?.line == 3)
        #expect(run.output.written == ["before"])
        #expect(run.output.shows.map(\.name) == ["a"])
        #expect(value(run.output.shows.first?.drawable) == 0.9)
        #expect(harness.run("a.value").result?.plain == "0.9")
    }

    @Test func showDisplaysWithoutMotionAndShowLiveUpdatesInPlace() {
        let harness = Harness()
        harness.run("gauge a value: 0.1\ngauge b value: 0.2")
        let shown = harness.run("show a, b")
        #expect(shown.output.shows.map(\.name) == ["a", "b"])
        #expect(shown.output.shows.allSatisfy { $0.previous == nil && $0.mode == .display })

        let live = harness.run("show a live\na.value = 0.3\nwait 0\na.value = 0.4\nb.value = 0.5")
        #expect(live.output.shows.map(\.mode) == [.liveDisplay, .liveUpdate, .liveUpdate, .display])
        #expect(live.output.shows.map(\.name) == ["a", "a", "a", "b"])
        #expect(live.output.shows.map { value($0.previous) } == [nil, 0.1, 0.3, 0.2])
        // A later cell still updates the live display, and does not display it again.
        let later = harness.run("a.value = 0.6")
        #expect(later.output.shows.map(\.mode) == [.liveUpdate])
        #expect(value(later.output.shows.first?.previous) == 0.4)
    }

    @Test func createdInTheCellHasNoPrevious() {
        let run = Harness().run("gauge a value: 0.1\na.value = 0.2")
        #expect(run.output.shows.count == 1)
        #expect(run.output.shows.first?.previous == nil)
    }

    @Test func statementAnimationOverridesTheSession() {
        let harness = Harness()
        harness.run("gauge a value: 0.1\nanimation linear(2)")
        let run = harness.run("gauge a value: 0.5 animation: spring")
        #expect(run.output.shows.first?.animation == .defaultSpring)
        #expect(harness.run("a.value = 0.2").output.shows.first?.animation == .linear(2))
    }

    @Test func deletedObjectsAreNotDisplayed() {
        let harness = Harness()
        harness.run("gauge a value: 0.1")
        #expect(harness.run("a.value = 0.3\ndelete a").output.shows.isEmpty)
        #expect(harness.run("gauge a value: 0.1\nreset").output.shows.isEmpty)
    }

    @Test func bareObjectNameShowsIt() {
        let harness = Harness()
        harness.run("gauge a value: 0.1")
        let run = harness.run("a")
        #expect(run.result == nil)
        #expect(run.output.shows.map(\.mode) == [.display])
    }

    @Test func interruptStopsBetweenStatements() throws {
        let harness = Harness()
        let output = RecordingOutput()
        output.interruptAfter = 1
        do {
            _ = try harness.session.execute("print 1\nprint 2\nprint 3", output: output)
            Issue.record("not interrupted")
        } catch {
            #expect(error.kind == .keyboardInterrupt)
            #expect(error.line == 2)
        }
        #expect(output.written == ["1"])
    }

    @Test func hugeRandomIsInterruptible() {
        let output = RecordingOutput()
        output.interruptAfter = 2
        do {
            _ = try Harness().session.execute("let r = random(9000000)", output: output)
            Issue.record("not interrupted")
        } catch {
            #expect(error.kind == .keyboardInterrupt)
            #expect(error.column == 9)
        }
    }
}
