#!/usr/bin/env bash
# Starts the real game under Xvfb with Mesa's software Vulkan, lets it draw the main menu, saves
# a Bevy screenshot and fails if the screenshot is blank, the game exits badly, or it logged an
# error. Screenshots and logs stay in $CARGO_TARGET_DIR/window-test/ to look at.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
# After scripts/test.sh's test build this builds nothing (scripts/check-one-build.sh).
cargo build --quiet --package ysbilia || exit 1

out="$CARGO_TARGET_DIR/window-test"
rm -rf "$out" && mkdir -p "$out/config" "$out/data"
export YSBILIA_CONFIG_DIR="$out/config" YSBILIA_DATA_DIR="$out/data"
# Software rendering only: never pick up a real GPU's driver, so every machine draws alike.
export WGPU_BACKEND=vulkan
export RUST_LOG="${RUST_LOG:-info,wgpu_core=warn,wgpu_hal=warn,naga=warn}"
export NO_COLOR=1
# Wayland and xkbcommon complain without one; Xvfb itself needs none.
export XDG_RUNTIME_DIR="$out/runtime"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
# A window as a desktop player's (the default fits a 1366x768 laptop): the scripted steps'
# panels show whole (the shot's odds picture, the Honour window's charts).
printf '(window: Some((width: 1440, height: 860)))\n' >"$out/config/settings.ron"
# The pseudo-locale's runs (every word accented and 40 % longer, as a translation may be) at
# the default window, 1280x700: text that is cut or overlaps there will be in any language.
mkdir -p "$out/config-pseudo"
printf '(window: Some((width: 1280, height: 700)))\n' >"$out/config-pseudo/settings.ron"

# Each run: a name, then the screen (solo: the menu's Alone in the Face of Danger, its own entry to
# the 1650 table); brawl-opening also plays the Brawl's scripted opening
# (select, walk, shoot, clash, Honour) and saves a screenshot per step beside its own;
# hebs-opening plays a St. Elmo's Pay game against the Foe by clicks (Leader, hand, a card
# selected, played, paid for), a screenshot per step.
# main-menu-pseudo and the like: that screen in the pseudo-locale.
runs=(main-menu settings lab melee brawl solo brawl-opening st-elmo tears hebs-opening designer
  main-menu-pseudo settings-pseudo load-pseudo brawl-pseudo st-elmo-pseudo melee-pseudo)
failed=0
for screen in "${runs[@]}"; do
  log="$out/$screen.log"
  arguments=(--screen "$screen" --check-window "$out/$screen.png")
  export YSBILIA_CONFIG_DIR="$out/config"
  if [[ "$screen" == *-pseudo ]]; then
    arguments=(--screen "${screen%-pseudo}" --pseudo-locale --check-window "$out/$screen.png")
    export YSBILIA_CONFIG_DIR="$out/config-pseudo"
  fi
  if [ "$screen" = brawl-opening ]; then
    arguments=(--screen brawl --scripted-opening --check-window "$out/$screen.png")
  elif [ "$screen" = hebs-opening ]; then
    arguments=(--screen st-elmo --scripted-opening --check-window "$out/$screen.png")
  fi
  timeout 500 xvfb-run -a -s "-screen 0 1600x900x24" \
    "$CARGO_TARGET_DIR/debug/ysbilia" "${arguments[@]}" 2>&1 |
    sed 's/\x1b\[[0-9;]*m//g' >"$log"
  status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ]; then
    echo "window test ($screen): the game exited with status $status; log: $log"
    tail -n 20 "$log"
    failed=$((failed + 1))
  elif grep -qw "ERROR" "$log"; then
    echo "window test ($screen): the game logged errors; log: $log"
    grep -w "ERROR" "$log" | head -n 10
    failed=$((failed + 1))
  elif ! grep -q "window check passed" "$log"; then
    echo "window test ($screen): no verdict on the screenshot; log: $log"
    failed=$((failed + 1))
  else
    echo "window test ($screen): $(grep -o 'window check passed.*' "$log")"
  fi
done
echo "window-test: $((${#runs[@]} - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
