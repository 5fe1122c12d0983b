#!/usr/bin/env bash
# Sets up (system packages, only if missing), checks that the game and the tests share one build
# of every dependency, runs every test, then the real window under Xvfb (which reuses that build).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
bash scripts/check-one-build.sh
cargo test --workspace --all-targets
bash scripts/window-test.sh
