import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(TLSched.main(ProcessArguments.afterProgramName, version: gitVersion))
