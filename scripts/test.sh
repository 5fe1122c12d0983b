#!/usr/bin/env bash
# Sets up (system packages, only if missing), runs every test, then the real window under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
cargo test --workspace --all-targets
bash scripts/window-test.sh
