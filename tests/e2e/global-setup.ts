import type { TestProject } from "vitest/node";
import { createTestDatabase } from "~/.server/db/test-database";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import { startServerProcess } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
    dataDir: string;
  }
}

/** Builds if needed, then starts one server with its own fresh database for all e2e files. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const database = await createTestDatabase({ seed: false });
  // The server migrates and seeds on start, as in production; the handle here stays for assertions.
  const server = await startServerProcess({ DATABASE_URL: database.url });
  project.provide("baseURL", server.url);
  project.provide("databaseUrl", database.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    await database.destroy();
  };
}
