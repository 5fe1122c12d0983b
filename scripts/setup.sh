#!/usr/bin/env bash
# Installs the Debian packages Ysbilia needs to build, run and test, only when they are missing.
# Works as root or through sudo; does nothing (and needs neither) when all are present.
set -euo pipefail

# The list, each package with why, is scripts/debian-packages.txt.
packages=()
while read -r package _; do
  packages+=("$package")
done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$(dirname "$0")/debian-packages.txt")

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1; then
  run_as_root=(sudo)
else
  echo "setup: missing packages (${missing[*]}) and neither root nor sudo is available." >&2
  echo "setup: install them with your package manager, then run this again." >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq
"${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
