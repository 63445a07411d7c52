import { readFileSync } from "node:fs";

export type JobLog = (line: Record<string, unknown>) => void;

/** Writes one JSON line per event to stdout, as the server's other logs. */
export const stdoutLog: JobLog = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

export interface PollingJob<T> {
  /** Runs a pass now, or returns the pass already running. */
  runOnce(): Promise<T>;
  /** No further pass; resolves when the running one has ended. */
  stop(): Promise<void>;
}

/**
 * A background job of the server process: one pass at a time, the next `intervalMs` after the last
 * one ended, the first after `firstDelayMs` (a number, or a promise of one when it depends on the
 * database). A pass that throws is logged as `failureMessage` and counts as `failed`; the job goes
 * on. Timers do not keep the process alive.
 */
export function startPollingJob<T>(options: {
  run: () => Promise<T>;
  intervalMs: number;
  firstDelayMs: number | Promise<number>;
  failed: T;
  failureMessage: string;
  log: JobLog;
}): PollingJob<T> {
  const { run, intervalMs, failed, failureMessage, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), delay);
    timer.unref();
  }
  function pass(): Promise<T> {
    if (running) return running;
    running = run()
      .catch((error: unknown) => {
        log({ time: new Date().toISOString(), level: "error", message: failureMessage, error: String(error) });
        return failed;
      })
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    return running;
  }
  void Promise.resolve(options.firstDelayMs).then(schedule, () => schedule(Math.min(1000, intervalMs)));
  return {
    runOnce: pass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** "Now" for a job: the real time, or in tests the instant written in `file` (read on every call). */
export function clockFromFile(file: string | undefined): () => Date {
  if (!file) return () => new Date();
  return () => {
    try {
      const set = new Date(readFileSync(file, "utf8").trim());
      return Number.isNaN(set.getTime()) ? new Date() : set;
    } catch {
      return new Date();
    }
  };
}
