#!/usr/bin/env bash
# Run by hand (not in CI): checks that README's two commands work on a fresh Debian 12, i.e.
# that scripts/debian-packages.txt (what scripts/setup.sh installs) holds everything.
#
# With a container engine that answers (docker or podman): runs scripts/setup.sh in a clean
# debian:12 container and checks there that every listed package is installed and that `cc`
# links a program (the first thing a Rust build needs).
#
# Without one: checks this machine. Every listed package must be installed (dpkg -s), and every
# library the game loads when its window opens (traced with LD_DEBUG under Xvfb, for
# `--seconds` seconds; the game must be built) must come from a listed package or one they
# depend on (apt-cache depends --recurse). It prints each library with its package.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=25
if [ "${1:-}" = "--seconds" ] && [ -n "${2:-}" ]; then
  seconds="$2"
fi

mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' scripts/debian-packages.txt | awk '{print $1}')
echo "check: ${#packages[@]} packages listed in scripts/debian-packages.txt"

engine=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" info >/dev/null 2>&1; then
    engine="$candidate"
    break
  fi
done

if [ -n "$engine" ]; then
  echo "check: a clean debian:12 container ($engine)"
  "$engine" run --rm -v "$PWD/scripts:/scripts:ro" debian:12 bash -c '
    set -euo pipefail
    bash /scripts/setup.sh
    status=0
    while read -r package _; do
      if dpkg -s "$package" >/dev/null 2>&1; then
        echo "  ok       $package"
      else
        echo "  MISSING  $package"; status=1
      fi
    done < <(sed -e "s/#.*//" -e "/^[[:space:]]*$/d" /scripts/debian-packages.txt)
    printf "int main(void) { return 0; }\n" > /tmp/t.c
    if cc /tmp/t.c -o /tmp/t && /tmp/t; then echo "  ok       cc links a program"; else echo "  FAILED   cc"; status=1; fi
    exit $status
  '
  echo "check: passed in a clean container"
  exit 0
fi

echo "check: no container engine answers; checking this machine (see README, Development)"
status=0
for package in "${packages[@]}"; do
  if dpkg -s "$package" >/dev/null 2>&1; then
    echo "  ok       $package"
  else
    echo "  MISSING  $package (run scripts/setup.sh)"
    status=1
  fi
done

game="${CARGO_TARGET_DIR:-$HOME/.cache/ysbilia-target}/debug/ysbilia"
if [ ! -x "$game" ]; then
  echo "check: the game is not built ($game): run scripts/play.sh once to trace what it loads"
  exit "$status"
fi

# Every package the listed ones bring along, and the base system's.
closure="$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
  --no-breaks --no-replaces --no-enhances "${packages[@]}" 2>/dev/null \
  | grep -v '^ ' | sed 's/:.*//' | sort -u)"
trace="$(mktemp)"
config="$(mktemp -d)"
trap 'rm -rf "$trace" "$config"' EXIT
echo "check: opening the window for ${seconds}s under Xvfb to trace the libraries it loads"
YSBILIA_CONFIG_DIR="$config" YSBILIA_DATA_DIR="$config" LD_DEBUG=files \
  timeout "$seconds" xvfb-run -a -s "-screen 0 1366x768x24" "$game" >/dev/null 2>"$trace" || true
mapfile -t libraries < <(grep -o 'file=/[^ ;]*' "$trace" | sed 's/file=//' | sort -u)
if [ "${#libraries[@]}" -eq 0 ]; then
  echo "check: the trace shows no library (did the window start?)"
  exit 1
fi
for library in "${libraries[@]}"; do
  owner="$(dpkg -S "$library" 2>/dev/null || dpkg -S "/usr$library" 2>/dev/null || true)"
  package="$(echo "$owner" | head -1 | cut -d: -f1)"
  if [ -z "$package" ]; then
    echo "  ?        $library (no package owns it)"
  elif echo "$closure" | grep -qx "$package" || dpkg -s "$package" 2>/dev/null | grep -q '^Priority: required'; then
    echo "  ok       $library ($package)"
  else
    echo "  MISSING  $library ($package: add it to scripts/debian-packages.txt)"
    status=1
  fi
done
if [ "$status" -eq 0 ]; then
  echo "check: passed on this machine"
fi
exit "$status"
