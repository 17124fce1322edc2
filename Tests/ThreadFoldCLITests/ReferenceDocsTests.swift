import Foundation
import TestSupport
import XCTest

@testable import ThreadFoldCLI

/// `--help`, the man page and the shell completions are written from `CommandTable`, the
/// table the parser reads its options from. These tests fail when one of them would stop
/// matching it: a command the dispatcher does not route, an option a text leaves out.
final class ReferenceDocsTests: XCTestCase {
    func testEveryCommandInTheTableIsRoutedAndShowsItsOwnHelp() {
        for spec in CommandTable.commands {
            let run = CLIRun([spec.name, "--help"])
            XCTAssertEqual(run.code, .ok, "\(spec.name) --help: \(run.err)")
            XCTAssertEqual(run.out, Help.usage(spec), "\(spec.name) --help is not the table's usage")
            XCTAssertEqual(CLIRun(["help", spec.name]).out, run.out)
        }
    }

    func testEveryOptionIsAcceptedAndShownInHelp() throws {
        for spec in CommandTable.commands {
            let usage = Help.usage(spec)
            for option in spec.options {
                XCTAssertTrue(usage.contains(option.label), "\(spec.name) --help lacks \(option.label)")
                let arguments = [option.long] + (option.value.map { [$0.split(separator: "|").first.map(String.init) ?? $0] } ?? [])
                XCTAssertNoThrow(try spec.parse(arguments), "\(spec.name) rejects \(arguments)")
                if let short = option.short {
                    XCTAssertEqual(spec.aliases[short], option.long)
                }
            }
            XCTAssertThrowsError(try spec.parse(["--not-an-option"]))
        }
    }

    /// A format's own option: its help names the format, and `import` refuses it with another.
    func testEveryFormatOptionIsRefusedWithAnotherFormat() {
        let usage = Help.usage(CommandTable.importCommand)
        for (owner, options) in CommandTable.formatOptions {
            // hn reads no option of its own: every format option is another format's there.
            let other = "hn"
            XCTAssertNotEqual(owner.rawValue, other)
            for option in options {
                // An option several formats read is listed once, naming them all.
                let owners = CommandTable.owners(of: option.long).map(\.rawValue)
                XCTAssertTrue(owners.contains(owner.rawValue))
                XCTAssertTrue(
                    usage.contains(owners.joined(separator: ", ") + ": \(option.help[0])"), "\(option.long) --help lacks its formats")
                let value = option.value.map { [$0.split(separator: "|").first.map(String.init) ?? $0] } ?? []
                let run = CLIRun(["import", other, "source.json", "-o", "out", option.long] + value)
                XCTAssertEqual(run.code, .usage, "\(option.long) with \(other): \(run.err)")
                XCTAssertTrue(run.err.contains("\(option.long) is for the "), run.err)
                XCTAssertTrue(run.err.contains(owner.rawValue), run.err)
            }
        }
    }

    func testManPageHasEveryCommandAndOption() {
        let run = CLIRun(["help", "--man"])
        XCTAssertEqual(run.code, .ok)
        let sections = run.out.components(separatedBy: "\n.SS ")
        XCTAssertTrue(run.out.hasPrefix(".TH THREADFOLD 1 "), run.out)
        XCTAssertEqual(sections.count, CommandTable.commands.count + 1)
        for (spec, section) in zip(CommandTable.commands, sections.dropFirst()) {
            XCTAssertTrue(section.hasPrefix("\"threadfold \(spec.name) "), section)
            for option in spec.options {
                XCTAssertTrue(section.contains("\\fB\(ManPage.escape(option.long))\\fR"), "man: \(spec.name) lacks \(option.long)")
            }
        }
        XCTAssertFalse(run.out.split(separator: "\n").contains { $0.hasPrefix("'") }, "a line starting with ' is a roff request")
    }

    func testManPageEscapesRoff() {
        XCTAssertEqual(ManPage.escape(".start"), "\\&.start")
        XCTAssertEqual(ManPage.escape("a\\b --x"), "a\\eb \\-\\-x")
    }

    func testEveryCompletionScriptOffersEveryCommandAndOption() {
        for shell in ShellCompletion.shells {
            let run = CLIRun(["completion", shell])
            XCTAssertEqual(run.code, .ok, run.err)
            for spec in CommandTable.commands {
                XCTAssertTrue(run.out.contains(spec.name), "\(shell) lacks \(spec.name)")
                let block = Self.block(of: spec.name, in: run.out, shell: shell)
                for option in spec.options {
                    // fish names options without their dashes (-l output).
                    let name = shell == "fish" ? "-l \(option.long.dropFirst(2)) " : option.long
                    XCTAssertTrue(block.contains(name), "\(shell): \(spec.name) lacks \(option.long)")
                }
            }
        }
        XCTAssertEqual(CLIRun(["completion", "tcsh"]).code, .usage)
    }

    /// The part of a script about one command (so an option found is that command's).
    private static func block(of command: String, in script: String, shell: String) -> String {
        if shell == "fish" {
            return script.split(separator: "\n").filter { $0.contains("__fish_seen_subcommand_from \(command)'") }
                .joined(separator: "\n")
        }
        let start = script.range(of: "\n    \(command))\n")
        guard let start else { return "" }
        let rest = script[start.upperBound...]
        return String(rest.prefix { _ in true }.components(separatedBy: "\n        ;;")[0])
    }
}
