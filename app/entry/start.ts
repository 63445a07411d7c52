import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { type Config, loadConfig } from "~/.server/config";
import { createDatabase, type Db } from "~/.server/db/database";
import { migrateToLatest } from "~/.server/db/migrations";
import { startMailWorker } from "~/.server/mail/outbox";
import { startExchangeRateJob } from "~/features/costs/exchange-rates.server";
import { startReminderJob } from "~/features/reminders/reminder-job.server";
import { startUploadCleanupJob } from "~/features/services/temporary-uploads.server";
import { type CreateAdminInput, createAdmin } from "~/features/staff/create-admin.server";
import { seedDatabase } from "./seed";
import { createServer } from "./server";

/** Opens the database, brings it to the latest migration and fills missing seed data. */
export async function prepareDatabase(config: Config): Promise<Db> {
  const db = createDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  await seedDatabase(db);
  return db;
}

/** `npm run admin:create`: an administrator in the configured database, migrated and seeded first. */
export async function createFirstAdmin(config: Config, input: CreateAdminInput): ReturnType<typeof createAdmin> {
  const db = await prepareDatabase(config);
  try {
    return await createAdmin(db, input);
  } finally {
    await db.destroy();
  }
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
  const uploads = startUploadCleanupJob({ db, config });
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
              void Promise.all([reminders.stop(), uploads.stop(), exchangeRates.stop()])
                .then(() => mail.stop())
                .then(() => db.destroy())
                .then(() => done());
            });
          }),
      });
    });
  });
}
