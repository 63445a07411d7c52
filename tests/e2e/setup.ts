import { beforeEach } from "vitest";
import { reviveCrashedBrowsers } from "./browser";

// A Chromium process that died during one test is replaced before the next one.
beforeEach(async () => {
  await reviveCrashedBrowsers();
});
