// The libFuzzer target over tlsched's dates-file reader: each input is read as
// a dates file delivered in chunks of varying size, and checked against reading
// it whole. Build and run it with `FUZZ_TARGET=dates-file fuzz/run.sh`; an
// ordinary build gives a program that only explains this.
import TimelineInspector

#if canImport(Glibc)
  import Glibc
#endif

#if FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.exerciseDatesFile(UnsafeBufferPointer(start: data, count: size))
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
#else
  let message =
    "tlsched-fuzz-dates-file: built without fuzzing; run FUZZ_TARGET=dates-file fuzz/run.sh SECONDS instead.\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(64)
#endif
