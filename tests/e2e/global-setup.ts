import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createTestDatabase } from "~/entry/test-database";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import { contactEnv, officeEnv, paymentEnv } from "../support/contact-settings";
import { startSmtpServer } from "../support/smtp";
import { provideTemplateDatabases } from "../templates";
import { startServerProcess } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
    dataDir: string;
    /** Where the test SMTP server writes each message it receives, as JSON */
    mailDir: string;
  }
}

/** Builds if needed, then starts one server with its own fresh database for all e2e files. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  // Files that start their own server or database copy the run's templates instead of migrating.
  const dropTemplates = await provideTemplateDatabases();
  const database = await createTestDatabase({ seed: false });
  const mailDir = mkdtempSync(join(tmpdir(), "studyway-mail-"));
  const smtp = await startSmtpServer(0, mailDir);
  // The server migrates and seeds on start, as in production; the handle here stays for assertions.
  // Every e2e request comes from 127.0.0.1, so the per-address limits are raised here (the
  // limits themselves are tested in app/entry/api/consultation.test.ts).
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: "200",
    MAIL_RETRY_BASE_MS: "200",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
    RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: "100000",
    RATE_LIMIT_CAPTCHAS_PER_MINUTE: "100000",
    RATE_LIMIT_LOGINS_PER_MINUTE: "100000",
    RATE_LIMIT_UPLOADS_PER_MINUTE: "100000",
    // Contact details as an operator gives them: the pages must show these and no placeholder.
    ...contactEnv,
    ...officeEnv,
    ...paymentEnv,
  });
  project.provide("baseURL", server.url);
  project.provide("databaseUrl", database.url);
  project.provide("dataDir", server.dataDir);
  project.provide("mailDir", mailDir);
  return async () => {
    await server.stop();
    await smtp.stop();
    rmSync(mailDir, { recursive: true, force: true });
    await database.destroy();
    await dropTemplates();
  };
}
