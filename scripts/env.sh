# Sourced by the other scripts: one cargo target folder outside the clone, shared by playing,
# testing and CI, so bevy is built once per machine (a cold build takes 20+ minutes on 2 cores).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/ysbilia-target}"
# Rust 1.95 or newer: Debian's own rustc is older and fails later with edition-2024 errors.
ysbilia_rust_help() {
  echo "Ysbilia needs Rust 1.95 or newer (cargo and rustc); $1." >&2
  echo "Install it with rustup (https://rustup.rs), then run this again:" >&2
  echo "  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --default-toolchain 1.95" >&2
  echo "  . \"\$HOME/.cargo/env\"" >&2
  echo "or, with rustup already there: rustup toolchain install 1.95 && rustup default 1.95" >&2
}
if ! command -v cargo >/dev/null 2>&1 || ! command -v rustc >/dev/null 2>&1; then
  ysbilia_rust_help "cargo or rustc is not installed"
  return 1 2>/dev/null || exit 1
fi
ysbilia_rustc="$(rustc --version 2>/dev/null | awk '{print $2}')"
ysbilia_minor="$(echo "$ysbilia_rustc" | awk -F. '$1 == 1 {print $2 + 0}')"
if [ -z "$ysbilia_minor" ] || [ "$ysbilia_minor" -lt 95 ]; then
  ysbilia_rust_help "this machine has rustc ${ysbilia_rustc:-of unknown version}"
  return 1 2>/dev/null || exit 1
fi
