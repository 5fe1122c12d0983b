#!/usr/bin/env bash
# Fails when the game's own build would need a dependency with other features than the test
# build gives it: Cargo would then build that crate (and, for rand or clap, Bevy above it) twice,
# once for `cargo test --workspace --all-targets` and again for the window test and play.sh.
# Reads Cargo.lock and the manifests only (cargo tree); builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

features() {
  cargo tree --quiet -f '{p} {f}' --prefix none "$@" | sed -e 's/ (\*)$//' -e '/^$/d' | sort -u
}
game="$(features --package ysbilia --edges normal,build)"
tests="$(features --workspace --edges normal,build,dev)"
mismatched="$(comm -23 <(echo "$game") <(echo "$tests"))"
if [ -n "$mismatched" ]; then
  echo "check-one-build: the game's build asks for these crates with other features than the"
  echo "test build does (ask for the test build's features in Cargo.toml, as for rand and clap):"
  while read -r line; do
    name="${line%% *}"
    echo "  game:  $line"
    echo "$tests" | grep "^$name " | sed 's/^/  tests: /'
  done <<<"$mismatched"
  exit 1
fi
echo "check-one-build: the game and the tests share one build of every dependency"
