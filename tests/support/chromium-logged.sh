#!/bin/sh
# Chromium for the e2e tests, keeping its process id and what it prints to stderr in its profile
# directory, so a test run can report why a Chromium died (tests/e2e/browser.ts).
for arg; do
  case $arg in --user-data-dir=*) profile=${arg#--user-data-dir=} ;; esac
done
echo $$ >"$profile/chromium.pid"
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" 2>>"$profile/chromium.stderr"
