#!/usr/bin/env bash
# Sets up (system packages, only if missing), builds and starts the game. Arguments go to the
# game, e.g. `bash scripts/play.sh --screen settings`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
cargo run --quiet --package ysbilia -- "$@"
