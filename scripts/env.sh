# Sourced by the other scripts: one cargo target folder outside the clone, shared by playing,
# testing and CI, so bevy is built once per machine (a cold build takes 20+ minutes on 2 cores).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/ysbilia-target}"
if ! command -v cargo >/dev/null 2>&1; then
  echo "Ysbilia needs Rust 1.95 (cargo and rustc); install it with rustup, then run this again." >&2
  exit 1
fi
