#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium: src/http/docs.browser.test.ts drives it
# with playwright-core, which downloads no browser. Installs it when it can (root with apt-get).
set -euo pipefail
CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  exit 0
fi
echo "ensure-chromium: $CHROMIUM is missing; the browser test needs it. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
