import Foundation

/// A temporary folder with small csv files, so `csv("…")` in fuzzed cells reads something
/// real without touching the checkout (`a.csv`, `b.csv`, `empty.csv`).
public enum ScratchFolder {
    /// The folder's path; made once per process.
    public static let path: String = {
        let folder = NSTemporaryDirectory() + "gauge-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "a.csv": "name,value,when\napple,3,2024-01-01\npear,-2.5,2024-02-01\nkiwi,NA,2024-03-01\n",
            "b.csv": "x,y,group\n1,2,a\n2,4,b\n3,1e300,a\n4,,b\n",
            "empty.csv": "",
        ]
        for (name, text) in files {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
        }
        return folder
    }()
}
