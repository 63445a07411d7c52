import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";

/**
 * `npm run dev`: Vite in middleware mode (HMR, on-demand transforms) in front of the same Hono
 * app as production. The server build is reloaded per request so edits show up at once; the
 * database is opened once.
 */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
type Entry = typeof import("../app/entry.server");
const entry = async () => (await loadBuild()).entry.module as unknown as Entry;

const first = await entry();
const config = first.loadConfig({ ...process.env, NODE_ENV: "development" });
const db = await first.prepareDatabase(config);

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const build = await loadBuild();
    const app = (build.entry.module as unknown as Entry).createServer({ build, db, config });
    await getRequestListener(app.fetch)(req, res);
  });
});
server.listen(config.PORT, config.HOST, () => {
  console.log(`Studyway (development) at http://${config.HOST}:${config.PORT}`);
});
