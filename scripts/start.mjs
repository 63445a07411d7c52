// Plain JavaScript on purpose: the first TypeScript file Node runs loads its type stripper
// (a WebAssembly build of swc) and keeps it for the life of the process: 12-16 MB of the
// server's memory (docs/benchmarks.md, Memory). The build check is TypeScript, so it runs in
// a process of its own that exits before the server starts.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

// `npm start` sets NODE_ENV=production before anything imports React (its development
// build costs ~40% of throughput).
const check = spawnSync(process.execPath, ["scripts/build-if-needed.ts"], { stdio: "inherit" });
if (check.status !== 0) process.exit(check.status ?? 1);
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
try {
  const server = await build.entry.module.startServer(build, resolve("build/client"));
  console.log(`Studyway is serving ${server.url}`);
  // A stop waits for the requests in flight, the jobs and the mail pool, then the database; a
  // client that never ends its request must not keep a deploy (or a test) waiting for ever: after
  // 10 s the process exits anyway, saying so.
  const stop = () => {
    setTimeout(() => {
      console.error("stopping took more than 10 s: exiting without waiting for the rest");
      process.exit(1);
    }, 10_000).unref();
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
