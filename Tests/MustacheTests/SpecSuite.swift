import Foundation
import Mustache
import TestSupport
import XCTest

/// One file of the official Mustache spec, run test by test.
struct SpecSuite {
    struct Outcome {
        var passed = 0
        var total = 0
        /// Tests that a strict library (the default) rejects for naming a missing partial;
        /// they are then rendered with `.renderEmpty`, the spec's behaviour.
        var strictRejections = 0
    }

    static let templateName = "(spec template)"

    let file: String
    let tests: [[String: Any]]

    init(named file: String) throws {
        let url = try SharedData.url("spec/mustache/\(file).json", for: "Mustache spec")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = json as? [String: Any], let tests = root["tests"] as? [[String: Any]] else {
            throw XCTSkip("\(url.path) has no \"tests\" array; is it a Mustache spec file?")
        }
        self.file = file
        self.tests = tests
    }

    /// Runs every test; each failing one is an `XCTFail` at `failureFile`:`failureLine`
    /// showing its template, data, partials, expected and actual output.
    func run(failureFile: StaticString, failureLine: UInt) -> Outcome {
        var outcome = Outcome()
        for test in tests {
            outcome.total += 1
            if let failure = check(test, outcome: &outcome) {
                XCTFail(failure, file: failureFile, line: failureLine)
            } else {
                outcome.passed += 1
            }
        }
        print(
            "\(file): \(outcome.passed)/\(outcome.total) passed, \(outcome.strictRejections) rejected by the "
                + "strict default for naming a missing partial (rendered with .renderEmpty)")
        return outcome
    }

    /// Nil when the test passes, else a description of the failure.
    private func check(_ test: [String: Any], outcome: inout Outcome) -> String? {
        let template = test["template"] as? String ?? ""
        let partials = test["partials"] as? [String: String] ?? [:]
        let expected = test["expected"] as? String ?? ""
        let templates = partials.merging([Self.templateName: template]) { _, main in main }
        var actual: String
        do {
            let library: MustacheLibrary
            do {
                library = try MustacheLibrary(templates: templates)
            } catch let error where Self.isUnknownPartial(error) {
                outcome.strictRejections += 1
                library = try MustacheLibrary(templates: templates, fileNames: [:], missingPartials: .renderEmpty)
            }
            actual = try library.render(Self.templateName, MustacheValue(json: test["data"] ?? NSNull()))
        } catch {
            actual = "error: \(error)"
        }
        guard actual != expected else { return nil }
        return """
            \(file) / \(test["name"] ?? "?")
              template: \(template.debugDescription)
              data:     \(test["data"] ?? "null")
              partials: \(partials)
              expected: \(expected.debugDescription)
              actual:   \(actual.debugDescription)
            """
    }

    private static func isUnknownPartial(_ error: MustacheError) -> Bool {
        if case .unknownPartial = error.kind { return true }
        return false
    }
}
