import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildIfNeeded } from "./build-if-needed.ts";

/**
 * `npm run admin:create -- --email you@agency.tw --name "Your Name"`
 * Creates an administrator in the configured database (DATABASE_URL, migrated first).
 * The password comes from ADMIN_PASSWORD, or from standard input with --password-stdin;
 * without either a random one is generated and printed once.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    "password-stdin": { type: "boolean", default: false },
  },
});
if (!values.email || !values.name) {
  console.error('usage: npm run admin:create -- --email you@agency.tw --name "Your Name" [--password-stdin]');
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const password = values["password-stdin"] ? await readStdin() : process.env.ADMIN_PASSWORD || undefined;
buildIfNeeded();
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
const { loadConfig, createFirstAdmin } = build.entry.module;
const result = await createFirstAdmin(loadConfig(process.env), { email: values.email, name: values.name, password });
if (!result.ok) {
  console.error(`admin:create: ${result.error}`);
  process.exit(1);
}
console.log(`Administrator ${values.email} created. Sign in at /admin/login.`);
if (result.generated) console.log(`Password (shown only now; change it under My account): ${result.password}`);
