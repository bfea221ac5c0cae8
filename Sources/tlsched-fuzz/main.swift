// tlsched's libFuzzer targets, in one program: `TLSCHED_FUZZ_TARGET` picks
//   parser      (the default) the argument parser, the date reader and the formats;
//   dates-file  the dates-file reader, fed in chunks and checked against a whole reading;
//   output      random rows, dates, patterns and formats through the writers, bounds-checked;
//   style       the input as a `text-format --style`, from its parser to the schedule's run.
// Build and run them with fuzz/run.sh; an ordinary build gives a program that
// only explains this.
import TimelineInspector

#if FUZZING
  func fuzzParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  func fuzzDatesFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.exerciseDatesFile(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  func fuzzOutput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.exerciseOutput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  func fuzzStyle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.exerciseStyle(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  // The symbol libFuzzer's runtime expects; the driver below is handed the chosen target.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzParser(data, size)
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv
  switch FuzzProcess.environment("TLSCHED_FUZZ_TARGET") ?? "parser" {
  case "parser": FuzzProcess.exit(runFuzzerDriver(&argc, &argv, fuzzParser))
  case "dates-file": FuzzProcess.exit(runFuzzerDriver(&argc, &argv, fuzzDatesFile))
  case "output": FuzzProcess.exit(runFuzzerDriver(&argc, &argv, fuzzOutput))
  case "style": FuzzProcess.exit(runFuzzerDriver(&argc, &argv, fuzzStyle))
  default:
    FuzzProcess.fail(
      "tlsched-fuzz: TLSCHED_FUZZ_TARGET must be parser, dates-file, output or style.\n")
  }
#else
  FuzzProcess.fail("tlsched-fuzz: built without fuzzing; run fuzz/run.sh SECONDS instead.\n")
#endif
