import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What `npm start` runs the server with (package.json; start-flags.test.ts keeps them equal). */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=256"] as const;
export const SERVER_GLIBC_TUNABLES = "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768";
/** Plain JavaScript: the first TypeScript file Node runs keeps its type stripper loaded (12-16 MB). */
export const SERVER_LAUNCHER = "scripts/start.mjs";

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built server (`scripts/start.mjs`) on 127.0.0.1 and waits until /healthz answers;
 * on `port` when given (a PUBLIC_URL naming the port must know it before the start).
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "studyway-data-"));
  // As `npm start`: a young generation of 2 x 4 MB and an old generation of at most 256 MB. V8
  // sizes both from the machine's memory (up to 2 x 64 MB and 4 GB here); with a 4 GB limit the
  // old generation grows to several times its live size between full collections, and what
  // that leaves behind (V8's pooled pages, freed native memory) stays in the RSS. Two malloc
  // arenas instead of one per thread (up to 16 on 2 cores): V8's background threads each kept
  // 5-9 MB of freed memory in their own. A fixed 32 KB mmap threshold: page bodies and their
  // compressed copies (20-100 KB) get their own mappings, returned to the system when freed,
  // instead of fragmenting the heap (glibc otherwise raises the threshold after the first free
  // of such a block) (docs/benchmarks.md).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_LAUNCHER], {
    env: {
      ...process.env,
      GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: "0",
      // Tests and the bench reach nothing beyond this machine: no daily exchange-rate fetch from
      // the public references (tests/e2e/exchange-rates.test.ts serves them on 127.0.0.1).
      EXCHANGE_RATE_URLS: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}
