import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { startExchangeRateJob } from "~/features/costs/exchange-rates.server";
import { startReminderJob } from "~/features/reminders/reminder-job.server";
import { type Config, loadConfig } from "./config";
import { createDatabase, type Db } from "./db/database";
import { migrateToLatest } from "./db/migrations";
import { seedDatabase } from "./db/seed";
import { createServer } from "./http/server";
import { startMailWorker } from "./mail/outbox";

/** Opens the database, brings it to the latest migration and fills missing seed data. */
export async function prepareDatabase(config: Config): Promise<Db> {
  const db = createDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  await seedDatabase(db);
  return db;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** `npm start`: configuration, migrations, seed, then listen. */
export async function startServer(build: ServerBuild, clientDir: string, env = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const db = await prepareDatabase(config);
  const mail = startMailWorker({ db, config });
  const reminders = startReminderJob({ db, config, onQueued: () => mail.nudge() });
  const exchangeRates = startExchangeRateJob({ db, config });
  const app = createServer({ build, db, config, clientDir, mail });
  return await new Promise((resolveStart) => {
    const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
      const url = `http://${info.address.includes(":") ? `[${info.address}]` : info.address}:${info.port}`;
      resolveStart({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              void Promise.all([reminders.stop(), exchangeRates.stop()])
                .then(() => mail.stop())
                .then(() => db.destroy())
                .then(() => done());
            });
          }),
      });
    });
  });
}
