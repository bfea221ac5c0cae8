# The release build's flags, kept here alone: scripts/install.sh (and so the release
# tarball and bench/run.sh) sources this file from the package root.
#
# - -static-executable links everything, Foundation's ICU time-zone data included,
#   so the binary starts in about a millisecond and needs nothing installed.
# - -disable-concrete-type-metadata-mangled-name-accessors makes tlsched's code ask
#   for a generic type's metadata through its accessor rather than by mangled name.
#   By name, the runtime demangles the name and, to check the type's generic
#   requirements, searches every protocol conformance in the binary: about a sixth
#   of the instructions `periodic` starts with, a third of `--view`'s. It changes
#   code generation only: the program does the same.
# - The rest lay out the binary so that start-up touches few pages. A static
#   binary's start runs code from some 300 places spread over 17 MB of text, and
#   each first touch of a 64 KB stretch of it is a page fault (about 2 µs on a VM);
#   start-up also writes scattered variables, a fault per 4 KB page. The toolchain's
#   lld (-use-ld=lld) can put the functions and variables start-up touches first in
#   their sections, together; -function-sections gives each of tlsched's own
#   functions a section of its own, so each can be moved (the Swift runtime, C
#   library and C++ library are built that way already).
#
# What start-up touches is not written down anywhere: scripts/install.sh links once,
# runs the start-up commands of that very binary under valgrind
# (scripts/startup-order.sh), and links again with the flags `order_flags FILE`
# sets, which hand lld the list it wrote. Names the binary lacks are skipped, silently: the order is a
# hint, never a correctness matter, and linking only reads it (nothing is compiled
# again). CI bounds the page faults of the released binary's start-up
# (scripts/startup-check.sh).
release_flags=(-c release --static-swift-stdlib -Xswiftc -static-executable
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld)

# Sets `order_flags`, the second link's flags, to lay out as the order file FILE
# (an absolute path) lists.
order_flags() {
  order_flags=(-Xlinker "--symbol-ordering-file=$1" -Xlinker --no-warn-symbol-ordering)
}
