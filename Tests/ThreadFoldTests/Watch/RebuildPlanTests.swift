import ThreadFold
import XCTest

/// The plan's emptiness and the reason shown on each rebuild line.
final class RebuildPlanTests: XCTestCase {
    func testANewPlanIsEmptyAndAnyWorkMakesItNot() {
        XCTAssertTrue(RebuildPlan().isEmpty)
        let edits: [(inout RebuildPlan) -> Void] = [
            { $0.everything = true }, { $0.theme = true }, { $0.publicFiles = true },
            { $0.changedInputs = ["/a.json"] }, { $0.removedInputs = ["/a.json"] },
        ]
        for (index, edit) in edits.enumerated() {
            var plan = RebuildPlan()
            edit(&plan)
            XCTAssertFalse(plan.isEmpty, "edit \(index)")
            XCTAssertNotEqual(plan, RebuildPlan(), "edit \(index)")
        }
    }

    func testReasonNamesChangedFilesByTheirNamesSorted() {
        var plan = RebuildPlan()
        plan.changedInputs = ["/p/c/zeta.json", "/p/c/alpha.json"]
        plan.removedInputs = ["/p/c/mid.json"]
        XCTAssertEqual(plan.reason, "alpha.json, mid.json, zeta.json")
    }

    func testReasonShortensLongListsToThreeAndACount() {
        var plan = RebuildPlan()
        plan.changedInputs = Set((1...7).map { "/p/c/t\($0).json" })
        let parts = plan.reason.components(separatedBy: ", ")
        XCTAssertEqual(parts.count, 4, plan.reason)
        XCTAssertEqual(parts.last, "4 more")
        XCTAssertEqual(Array(parts.prefix(3)), ["t1.json", "t2.json", "t3.json"])
    }

    func testReasonNamesThemeAndPublicWorkAfterTheFilesAndConfigOutranksAll() {
        var plan = RebuildPlan()
        plan.theme = true
        plan.publicFiles = true
        plan.changedInputs = ["/p/c/a.json"]
        XCTAssertEqual(plan.reason, "a.json, templates, public files")
        plan.everything = true
        XCTAssertEqual(plan.reason, "config", "everything outranks the rest")
    }
}
