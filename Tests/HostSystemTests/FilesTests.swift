#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HostSystem
import Testing

/// A fresh folder under /tmp, removed by `Files.removeTree` at the end of a test.
private func scratchFolder() -> String {
    var template = Array("/tmp/gauge-hostsystem-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct FilesTests {
    @Test func statusFollowsLinksAndTellsKindAndSize() throws {
        let folder = scratchFolder()
        defer { try? Files.removeTree(folder) }
        try Files.write(bytes("a,b\n1,2\n"), to: folder + "/data.csv")
        #expect(symlink(folder + "/data.csv", folder + "/link.csv") == 0)
        #expect(symlink(folder + "/nothing", folder + "/dangling") == 0)
        #expect(try Files.status(folder + "/data.csv") == Files.Status(kind: .regular, size: 8))
        #expect(try Files.status(folder + "/link.csv") == Files.Status(kind: .regular, size: 8))
        #expect(try Files.status(folder).kind == .folder)
        #expect(try Files.status("/dev/null").kind == .other)
        #expect(throws: SystemError(call: "stat", path: folder + "/dangling", errno: ENOENT)) {
            try Files.status(folder + "/dangling")
        }
        #expect(Files.exists(folder + "/link.csv") && !Files.exists(folder + "/dangling"))
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 100_000])
    func readGivesEveryByte(count: Int) throws {
        let folder = scratchFolder()
        defer { try? Files.removeTree(folder) }
        let content = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Files.write(content, to: folder + "/f")
        #expect(try Files.read(folder + "/f") == content)
        // a limit reads one byte past it, so the caller sees "too long" without reading it all
        #expect(try Files.read(folder + "/f", limit: 10) == Array(content.prefix(11)))
    }

    @Test func readOfAPipeLikeFileStopsAtTheLimit() throws {
        #expect(try Files.read("/dev/zero", limit: 5000) == [UInt8](repeating: 0, count: 5001))
        #expect(throws: SystemError(call: "open", path: "/nonexistent/x", errno: ENOENT)) {
            try Files.read("/nonexistent/x")
        }
    }

    @Test func entriesListAFolderWithoutDotAndDotDot() throws {
        let folder = scratchFolder()
        defer { try? Files.removeTree(folder) }
        try Files.createFolder(folder + "/sub")
        try Files.write([], to: folder + "/.hidden")
        try Files.write([], to: folder + "/りんご.csv")
        #expect(try Files.entries(ofFolder: folder).sorted() == [".hidden", "sub", "りんご.csv"])
        #expect(try Files.entries(ofFolder: folder + "/sub") == [])
        #expect(throws: SystemError(call: "opendir", path: folder + "/.hidden", errno: ENOTDIR)) {
            try Files.entries(ofFolder: folder + "/.hidden")
        }
    }

    @Test func writeReplacesWholeAndSetsExactPermissions() throws {
        let folder = scratchFolder()
        defer { try? Files.removeTree(folder) }
        try Files.write(bytes("first, longer text"), to: folder + "/f")
        try Files.write(bytes("second"), to: folder + "/f", permissions: 0o755)
        #expect(try Files.read(folder + "/f") == bytes("second"))
        var info = stat()
        #expect(stat(folder + "/f", &info) == 0 && info.st_mode & 0o777 == 0o755)
        try Files.write(bytes("third"), to: folder + "/g")
        let mask = umask(0)
        umask(mask)
        #expect(stat(folder + "/g", &info) == 0 && info.st_mode & 0o777 == 0o666 & ~mask)
        #expect(try Files.entries(ofFolder: folder).sorted() == ["f", "g"])  // no temporary left
        #expect(throws: SystemError.self) { try Files.write([], to: folder + "/missing/f") }
        #expect(try Files.entries(ofFolder: folder).sorted() == ["f", "g"])
    }

    @Test func createFolderMakesParentsAndAcceptsAnExistingFolder() throws {
        let folder = scratchFolder()
        defer { try? Files.removeTree(folder) }
        try Files.createFolder(folder + "/a/b/c")
        try Files.createFolder(folder + "/a/b/c")
        try Files.createFolder(folder + "/a//b/")
        #expect(try Files.status(folder + "/a/b/c").kind == .folder)
        try Files.write([], to: folder + "/file")
        #expect(throws: SystemError(call: "mkdir", path: folder + "/file", errno: EEXIST)) {
            try Files.createFolder(folder + "/file/d")
        }
    }

    @Test func removeTreeRemovesLinksButNotWhatTheyPointAt() throws {
        let folder = scratchFolder()
        let outside = scratchFolder()
        defer { try? Files.removeTree(outside) }
        try Files.write(bytes("keep"), to: outside + "/keep")
        try Files.createFolder(folder + "/a/b")
        try Files.write(bytes("x"), to: folder + "/a/b/f")
        #expect(symlink(outside, folder + "/a/link") == 0)
        try Files.removeTree(folder)
        #expect(!Files.exists(folder))
        #expect(try Files.read(outside + "/keep") == bytes("keep"))
        #expect(throws: SystemError(call: "lstat", path: folder, errno: ENOENT)) { try Files.removeTree(folder) }
    }

    @Test func systemErrorsSayTheCallThePathAndTheReason() {
        let error = SystemError(call: "open", path: "/x/y.csv", errno: ENOENT)
        #expect(error.description == "open /x/y.csv: No such file or directory (errno 2)")
        #expect(SystemError(call: "getcwd", path: "", errno: EACCES).description == "getcwd: Permission denied (errno 13)")
    }
}

@Suite struct ProcessEnvironmentTests {
    @Test func variablesDirectoryAndExecutableAreThisProcesss() throws {
        let path = try #require(getenv("PATH"))
        #expect(ProcessEnvironment.variables["PATH"] == String(cString: path))
        var buffer = [CChar](repeating: 0, count: 4096)
        #expect(ProcessEnvironment.currentDirectory == String(cString: getcwd(&buffer, buffer.count)))
        let executable = try #require(ProcessEnvironment.executablePath)
        #expect(executable.hasPrefix("/"))
        #expect(try Files.status(executable).kind == .regular)
        #expect(ProcessEnvironment.resolvedPath("/tmp/../tmp/./") == "/tmp")
        #expect(ProcessEnvironment.resolvedPath("/nonexistent/x") == nil)
        #expect(ProcessEnvironment.homeDirectory.hasPrefix("/"))
    }

    @Test func outputOfACommandIsItsStandardOutputWhenItSucceeds() {
        #expect(ProcessEnvironment.output(of: ["sh", "-c", "printf 'a\\nb'; echo err >&2"]) == bytes("a\nb"))
        let long = ProcessEnvironment.output(of: ["sh", "-c", "head -c 100000 /dev/zero"])
        #expect(long == [UInt8](repeating: 0, count: 100_000))
        #expect(ProcessEnvironment.output(of: ["sh", "-c", "echo partial; exit 3"]) == nil)
        #expect(ProcessEnvironment.output(of: ["no-such-command-gauge"]) == nil)
        #expect(ProcessEnvironment.output(of: []) == nil)
    }
}
