import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { validBooking } from "../tests/support/consultation.ts";

export interface BookingLoadResult {
  clients: number;
  seconds: number;
  acknowledged: number;
  stored: number;
  missing: number;
  status4xx: number;
  status5xx: number;
  networkErrors: number;
  bookingsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The two queries the load test needs, straight on the driver (bench scripts run without Vite). */
function openDatabase(databaseUrl: string) {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return {
      answer: async (id: string) =>
        (await pool.query<{ answer: string }>("select answer from captcha_challenges where id = $1", [id])).rows[0]
          ?.answer,
      countStored: async (refs: string[]) =>
        Number(
          (await pool.query<{ n: string }>("select count(*) as n from consultations where reference = any($1)", [refs]))
            .rows[0]?.n,
        ),
      close: () => pool.end(),
    };
  }
  const sqlite = new DatabaseSync(databaseUrl.replace(/^file:/, ""));
  sqlite.exec("PRAGMA busy_timeout = 5000");
  const answer = sqlite.prepare("select answer from captcha_challenges where id = ?");
  return {
    answer: async (id: string) => (answer.get(id) as { answer: string } | undefined)?.answer,
    countStored: async (refs: string[]) =>
      Number(
        (
          sqlite
            .prepare(`select count(*) as n from consultations where reference in (${refs.map(() => "?").join(",")})`)
            .get(...refs) as { n: number }
        ).n,
      ),
    close: async () => sqlite.close(),
  };
}

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));

/**
 * Issue 6's load test: `clients` visitors book consultations back to back for `seconds`, each
 * fetching a captcha image, solving it from the database (as the e2e tests do) and posting the
 * booking. Afterwards every acknowledged reference must be in the database.
 */
export async function measureBookingLoad(
  baseUrl: string,
  databaseUrl: string,
  clients = 50,
  seconds = 20,
): Promise<BookingLoadResult> {
  const db = openDatabase(databaseUrl);
  const latencies: number[] = [];
  const references: string[] = [];
  let status4xx = 0;
  let status5xx = 0;
  let networkErrors = 0;
  const deadline = Date.now() + seconds * 1000;

  async function visitor(n: number) {
    let i = 0;
    while (Date.now() < deadline) {
      i++;
      try {
        const image = await fetch(`${baseUrl}/api/upschools/verify-image`);
        await image.arrayBuffer();
        if (image.status >= 500) status5xx++;
        const id = /captcha_id=([^;]+)/.exec(image.headers.get("set-cookie") ?? "")?.[1];
        if (!id) continue;
        const answer = await db.answer(id);
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/Home/add_inq`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: `captcha_id=${id}`, Lang: "vi" },
          body: JSON.stringify(validBooking({ captcha: answer ?? "", email: `load-${n}-${i}@example.com` })),
        });
        const body = (await res.json()) as { reference?: string };
        latencies.push(performance.now() - started);
        if (res.status === 200 && body.reference) references.push(body.reference);
        else if (res.status >= 500) status5xx++;
        else status4xx++;
      } catch {
        networkErrors++;
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, n) => visitor(n)));
  const elapsed = (performance.now() - started) / 1000;

  let stored = 0;
  for (let i = 0; i < references.length; i += 500) {
    const chunk = references.slice(i, i + 500);
    stored += await db.countStored(chunk);
  }
  await db.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    clients,
    seconds,
    acknowledged: references.length,
    stored,
    missing: references.length - stored,
    status4xx,
    status5xx,
    networkErrors,
    bookingsPerSecond: Math.round(references.length / elapsed),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}
