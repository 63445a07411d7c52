import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.ts";

// `npm start` sets NODE_ENV=production before anything imports React (its development
// build costs ~40% of throughput).
buildIfNeeded();
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
try {
  const server = await build.entry.module.startServer(build, resolve("build/client"));
  console.log(`Studyway is serving ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
