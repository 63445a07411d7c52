import { describe, expect, it } from "vitest";
import { RateLimiter, SubmissionLimiter } from "./rate-limit";

const limiter = (accepted: number, refused: number) =>
  new SubmissionLimiter(new RateLimiter(accepted), new RateLimiter(refused));

describe("submission limits", () => {
  it("counts only accepted submissions against the accepted ceiling", () => {
    const limits = limiter(2, 5);
    for (let i = 0; i < 4; i++) limits.begin("a", 1000)?.settle(false);
    limits.begin("a", 1000)?.settle(true);
    limits.begin("a", 1000)?.settle(true);
    expect(limits.begin("a", 1000)).toBeUndefined();
    // Another address is not affected, and the next minute starts afresh.
    expect(limits.begin("b", 1000)).toBeDefined();
    expect(limits.begin("a", 61_000)).toBeDefined();
  });

  it("blocks everything from an address that reached the refused ceiling", () => {
    const limits = limiter(10, 3);
    for (let i = 0; i < 3; i++) limits.begin("a", 1000)?.settle(false);
    expect(limits.begin("a", 2000)).toBeUndefined();
    expect(limits.retryAfter("a", 2000)).toBe(59);
  });

  it("reserves a slot before the work, so concurrent submissions cannot overshoot", () => {
    const limits = limiter(2, 30);
    const first = limits.begin("a", 1000);
    const second = limits.begin("a", 1000);
    expect(first && second).toBeTruthy();
    expect(limits.begin("a", 1000)).toBeUndefined();
    // One of them is refused after all: its slot comes back, once.
    second?.settle(false);
    second?.settle(false);
    expect(limits.begin("a", 1000)).toBeDefined();
    expect(limits.begin("a", 1000)).toBeUndefined();
  });

  it("does not give back a slot of a window that has been replaced", () => {
    const accepted = new RateLimiter(1);
    const limits = new SubmissionLimiter(accepted, new RateLimiter(30));
    const old = limits.begin("a", 1000);
    // A new minute: one accepted submission fills it.
    limits.begin("a", 62_000)?.settle(true);
    old?.settle(false);
    expect(accepted.exhausted("a", 62_000)).toBe(true);
  });
});
