#!/usr/bin/env bash
# Builds the static release binary and packs it for download into dist/:
#
#   tlsched-VERSION-linux-ARCH.tar.gz         tlsched-VERSION-linux-ARCH/ holding
#                                              bin/tlsched, share/man/man1/tlsched.1,
#                                              the bash, zsh and fish completions,
#                                              share/doc/tlsched/ (README.md,
#                                              LICENSE.txt, cli.md, semantics.md)
#   tlsched-VERSION-linux-ARCH.tar.gz.sha256  for `sha256sum -c`, run in dist/
#
# VERSION is what git describes (scripts/version.sh): cut release X.Y.Z by tagging
# the commit `vX.Y.Z` and running this script there. The tarball is reproducible
# from the same binary: names sorted, owner root, every date the commit's.
# Prints the tarball's path.
#
#   scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! version="$(scripts/version.sh)"; then
  echo "release.sh: not a git checkout of tlsched, so there is no version to release" >&2
  exit 1
fi
name="tlsched-$version-linux-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# The same static binary, manual page and completions as an install, laid out as a prefix.
scripts/install.sh "$stage/$name" >&2
if [[ "$("$stage/$name/bin/tlsched" --version)" != "tlsched $version" ]]; then
  echo "release.sh: the binary does not say it is version $version" >&2
  exit 1
fi

# Fixed dates, owners and order, and no name or date in the gzip header, so that
# the same files always give the same bytes.
commit_time="$(git log -1 --format=%ct)"
mkdir -p dist
tar --create --directory "$stage" --sort=name --format=posix \
  --pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime \
  --mtime="@$commit_time" --owner=0 --group=0 --numeric-owner --mode='a+rX,go-w' \
  "$name" | gzip -9 -n > "dist/$name.tar.gz"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "dist/$name.tar.gz"
