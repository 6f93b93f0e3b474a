import Testing
@testable import GaugeKernel

@Suite struct CommandTests {
    @Test(arguments: [
        (["-f", "/tmp/k.json"], Command.run(connectionFile: "/tmp/k.json")),
        (["--connection-file", "a b.json"], .run(connectionFile: "a b.json")),
        (["--connection-file=/x/y.json"], .run(connectionFile: "/x/y.json")),
        // `jupyter run` appends the files it runs to the kernel's argv.
        (["-f", "/tmp/k.json", "script.gauge"], .run(connectionFile: "/tmp/k.json")),
        (["install"], .install(.system)),
        (["install", "--user"], .install(.user)),
        (["install", "--sys-prefix"], .install(.sysPrefix)),
        (["install", "--prefix", "/opt/env"], .install(.prefix("/opt/env"))),
        (["--version"], .version),
        (["--help"], .help),
        (["-f", "/tmp/k.json", "--debug"], .run(connectionFile: "/tmp/k.json", debug: true)),
        (["--debug", "-f", "/tmp/k.json"], .run(connectionFile: "/tmp/k.json", debug: true)),
        (["install", "--name", "gauge-dev", "--display-name", "Gauge (dev)", "--user"],
         .install(.user, name: "gauge-dev", displayName: "Gauge (dev)")),
        (["install", "--sys-prefix", "--debug"], .install(.sysPrefix, debug: true)),
        (["uninstall"], .uninstall(.system)),
        (["uninstall", "--prefix", "/opt/env", "--name", "g2"], .uninstall(.prefix("/opt/env"), name: "g2")),
    ])
    func parsesValidArguments(arguments: [String], expected: Command) throws {
        #expect(try Command.parse(arguments) == expected)
    }

    @Test(arguments: [
        ([], "no command given"),
        (["-f"], "-f needs a file"),
        (["--bogus"], "unknown argument \"--bogus\""),
        (["install", "--prefix"], "--prefix needs a directory"),
        (["install", "--global"], "unknown option \"--global\""),
        (["install", "--user", "--prefix", "/x"], "--prefix after --user: give one of --user, --sys-prefix, --prefix DIR"),
        (["install", "--name"], "--name needs a kernel name"),
        (["uninstall", "--display-name", "X"], "unknown option \"--display-name\""),
        (["uninstall", "--debug"], "unknown option \"--debug\""),
        (["--version", "extra"], "unexpected argument \"extra\""),
    ])
    func rejectsBadArguments(arguments: [String], message: String) {
        #expect(throws: Command.UsageError(description: message)) { try Command.parse(arguments) }
    }
}
