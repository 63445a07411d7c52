import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { type RatesServer, startRatesServer } from "../../../tests/support/rates";
import {
  currentRates,
  parseEcbDaily,
  parseExchangeRateApi,
  refreshExchangeRates,
  startExchangeRateJob,
} from "./exchange-rates.server";

let test: TestDatabase;
let reference: RatesServer;
beforeAll(async () => {
  test = await createTestDatabase();
  reference = await startRatesServer();
});
afterAll(async () => {
  await reference?.stop();
  await test?.destroy();
});

const configured = { setOn: "2025-06-30", perUsd: { USD: 1, TWD: 29.2, CNY: 7.17, PHP: 56.4, VND: 26100, THB: 32.5 } };

describe("exchange rates of the day", () => {
  it("reads the ECB's file (per EUR) and ExchangeRate-API's JSON (per USD) as units per US dollar", async () => {
    const [ecbUrl, apiUrl] = reference.urls as [string, string];
    const ecb = parseEcbDaily(await (await fetch(ecbUrl)).text());
    expect(ecb?.setOn).toBe("2026-11-27");
    expect(ecb?.perUsd.USD).toBe(1);
    expect(ecb?.perUsd.EUR).toBeCloseTo(1 / 1.16, 6);
    expect(ecb?.perUsd.PHP).toBeCloseTo(68.15 / 1.16, 6);
    // The ECB publishes neither TWD nor VND.
    expect(ecb?.perUsd.TWD).toBeUndefined();
    expect(ecb?.perUsd.VND).toBeUndefined();
    const api = parseExchangeRateApi(await (await fetch(apiUrl)).text());
    expect(api).toMatchObject({ setOn: "2026-11-27", perUsd: { TWD: 31.42, VND: 26315 } });
    expect(parseEcbDaily("<html></html>")).toBeNull();
    expect(parseExchangeRateApi('{"result":"error"}')).toBeNull();
  });

  it("stores today's rates from the local reference server, official ECB figures first, TWD and VND from the second", async () => {
    expect(await currentRates(test.db, configured)).toEqual(configured);
    const result = await refreshExchangeRates(test.db, reference.urls, new Date("2026-11-28T01:00:00Z"));
    expect(result).toEqual({ ok: true, setOn: "2026-11-27" });
    const rates = await currentRates(test.db, configured);
    expect(rates.setOn).toBe("2026-11-27");
    expect(rates.perUsd.THB).toBe(Math.round((37.52 / 1.16) * 10_000) / 10_000);
    expect(rates.perUsd.TWD).toBe(31.42);
    expect(rates.perUsd.VND).toBe(26315);
    const row = await test.db.selectFrom("exchange_rates").selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.sources)).toMatchObject({ THB: reference.urls[0], TWD: reference.urls[1] });
    // Again the same day (another process): one row, same figures.
    await refreshExchangeRates(test.db, reference.urls, new Date("2026-11-28T02:00:00Z"));
    expect(await test.db.selectFrom("exchange_rates").selectAll().execute()).toHaveLength(1);
  });

  it("keeps the last good rates when the reference is down, and configured rates newer than those win", async () => {
    reference.available(false);
    const failed = await refreshExchangeRates(test.db, reference.urls, new Date());
    expect(failed.ok).toBe(false);
    expect((await currentRates(test.db, configured)).setOn).toBe("2026-11-27");
    reference.available(true);
    const newer = { setOn: "2026-11-28", perUsd: { USD: 1, TWD: 30 } };
    expect(await currentRates(test.db, newer)).toEqual(newer);
    // Only the first source answering: VND and TWD missing, nothing stored.
    const partial = await refreshExchangeRates(test.db, [reference.urls[0] as string], new Date());
    expect(partial).toMatchObject({ ok: false });
    expect(!partial.ok && partial.error).toMatch(/missing TWD, VND/);
  });

  it("runs as a job: a pass fetches and stores, stop() ends it", async () => {
    await test.db.deleteFrom("exchange_rates").execute();
    const lines: Array<Record<string, unknown>> = [];
    const job = startExchangeRateJob({
      db: test.db,
      config: { EXCHANGE_RATE_URLS: reference.urls, EXCHANGE_RATE_REFRESH_MS: 3_600_000 },
      log: (line) => lines.push(line),
    });
    await job.runOnce();
    await job.stop();
    expect(lines.map((l) => l.message)).toContain("exchange rates refreshed");
    expect((await currentRates(test.db, configured)).setOn).toBe("2026-11-27");
  });
});
