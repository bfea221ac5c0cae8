#!/usr/bin/env bash
# Builds the DocC documentation of the libraries, offline, with the toolchain's docc:
# .build/docs/TARGET.doccarchive for each of the documentation targets .spi.yml names
# (the ones the Swift Package Index builds too).
# Fails on any DocC warning, and, for a target with a catalog, when a public symbol at
# the top level is missing from the Topics groups of its landing page.
#
#   scripts/docs.sh
# then, to read them:  python3 -m http.server -d .build/docs/TimelineCore.doccarchive
# and open http://localhost:8000/documentation/timelinecore
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
read -ra targets <<< "$(sed -n 's/.*documentation_targets: *\[\(.*\)\].*/\1/p' .spi.yml | tr ',' ' ')"
if [[ ${#targets[@]} -eq 0 ]]; then
  echo "docs.sh: .spi.yml names no documentation_targets" >&2
  exit 1
fi

# Symbol graphs of the public API, extracted from the modules of an ordinary debug build
# (no extra compiler flags, so the build that tests use stays valid). Not with
# `swift package dump-symbol-graph`: it also asks for the test modules, which a build
# without tests lacks, and then fails.
swift build >&2
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p .build/docs
for target in "${targets[@]}"; do
  # docc reads every graph in the directory it is given: give it this module's only.
  mkdir "$work/$target"
  swift-symbolgraph-extract -module-name "$target" -target "$triple" -I "$bin/Modules" \
    -module-cache-path "$bin/ModuleCache" -minimum-access-level public \
    -omit-extension-block-symbols -output-dir "$work/$target"
  catalog=()
  if [[ -d "Sources/$target/$target.docc" ]]; then catalog=("Sources/$target/$target.docc"); fi
  archive=".build/docs/$target.doccarchive"
  rm -rf "$archive"
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/$target" \
    --output-dir "$archive" --fallback-display-name "$target" \
    --fallback-bundle-identifier "tlsched.$target" --transform-for-static-hosting \
    --warnings-as-errors
  # DocC files symbols that no Topics group names under groups it generates itself.
  landing="$archive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<< "$target").json"
  if [[ ${#catalog[@]} -gt 0 ]] && grep -Eq '"generated" *: *true' "$landing"; then
    echo "docs.sh: $target.docc: the landing page's Topics miss some public symbols;" \
      "see the generated groups in $landing" >&2
    exit 1
  fi
  echo "documented $target in $archive" >&2
done
# A static-hosting archive needs a web server (its pages load their data by URL).
echo "to read them: python3 -m http.server -d .build/docs/${targets[0]}.doccarchive," \
  "then open http://localhost:8000/documentation/$(tr '[:upper:]' '[:lower:]' <<< "${targets[0]}")" \
  "(another target: its own archive and name)" >&2
