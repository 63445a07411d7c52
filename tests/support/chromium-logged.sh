#!/bin/sh
# Chromium for the e2e tests, keeping its process id and what it prints to stderr in
# $CHROMIUM_LOG_DIR, so a test run can report why a Chromium died (tests/e2e/browser.ts).
echo $$ >"$CHROMIUM_LOG_DIR/chromium.pid"
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" 2>>"$CHROMIUM_LOG_DIR/chromium.stderr"
