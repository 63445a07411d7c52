import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reference-rate server on 127.0.0.1 serving the real file formats of the two default sources:
 * the ECB's eurofxref-daily.xml and an ExchangeRate-API "latest/USD" JSON (fixtures beside this
 * file, reference date 2026-11-27). `available(false)` answers 503 until switched back.
 */
export interface RatesServer {
  urls: string[];
  available(on: boolean): void;
  requests(): number;
  stop(): Promise<void>;
}

const fixture = (name: string) => readFileSync(new URL(`./rates/${name}`, import.meta.url), "utf8");

export async function startRatesServer(): Promise<RatesServer> {
  const files: Record<string, { type: string; body: string }> = {
    "/stats/eurofxref/eurofxref-daily.xml": { type: "text/xml", body: fixture("eurofxref-daily.xml") },
    "/v6/latest/USD": { type: "application/json", body: fixture("er-api-latest-usd.json") },
  };
  let on = true;
  let count = 0;
  const server: Server = createServer((request, response) => {
    count += 1;
    const file = files[request.url ?? ""];
    if (!on) return void response.writeHead(503).end();
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    urls: [`${base}/stats/eurofxref/eurofxref-daily.xml`, `${base}/v6/latest/USD`],
    available: (value) => {
      on = value;
    },
    requests: () => count,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
