import CFuzzerDriver

/// Runs libFuzzer with the process's arguments over `callback` (what each target's
/// `<Target>_main` calls; see CFuzzerDriver.h).
/// - Returns: libFuzzer's exit status.
public func runFuzzer(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                      _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
