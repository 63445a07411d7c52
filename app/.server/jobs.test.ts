import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clockFromFile, startPollingJob } from "./jobs";

describe("startPollingJob", () => {
  it("runs one pass at a time, goes on after a failing pass, and stops after the running one", async () => {
    const lines: Array<Record<string, unknown>> = [];
    let calls = 0;
    let release: () => void = () => {};
    const job = startPollingJob({
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("database away");
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return calls;
      },
      intervalMs: 60_000,
      firstDelayMs: 60_000,
      failed: -1,
      failureMessage: "test pass failed",
      log: (line) => lines.push(line),
    });
    expect(await job.runOnce()).toBe(-1);
    expect(lines).toMatchObject([{ level: "error", message: "test pass failed", error: "Error: database away" }]);
    const second = job.runOnce();
    expect(job.runOnce()).toBe(second);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await second).toBe(2);
    expect(calls).toBe(2);
  });

  it("starts on its own after the first delay, and again after the interval", async () => {
    let calls = 0;
    const job = startPollingJob({
      run: async () => ++calls,
      intervalMs: 10,
      firstDelayMs: Promise.resolve(5),
      failed: 0,
      failureMessage: "unused",
      log: () => {},
    });
    await expect.poll(() => calls, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await job.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(after);
  });
});

describe("clockFromFile", () => {
  it("reads the instant of the file on every call, and is the real time without a file or with garbage", () => {
    const file = join(mkdtempSync(join(tmpdir(), "studyway-clock-")), "now");
    writeFileSync(file, "2027-01-02T03:04:05Z\n");
    const clock = clockFromFile(file);
    expect(clock().toISOString()).toBe("2027-01-02T03:04:05.000Z");
    writeFileSync(file, "2027-02-01T00:00:00Z");
    expect(clock().toISOString()).toBe("2027-02-01T00:00:00.000Z");
    writeFileSync(file, "not a date");
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(5000);
    expect(Math.abs(clockFromFile(undefined)().getTime() - Date.now())).toBeLessThan(5000);
  });
});
