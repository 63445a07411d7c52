import { createContext } from "react-router";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { LocaleResolution } from "./http/locale";
import type { RateLimits } from "./http/rate-limit";
import type { MailWorker } from "./mail/outbox";

/** Everything a loader or action needs from the server for one request. */
export interface AppContext {
  db: Db;
  config: Config;
  localeResolution: LocaleResolution;
  /** Scheme and host of this request, e.g. https://www.example.tw */
  origin: string;
  host: string;
  clientIp: string;
  rateLimits: RateLimits;
  mail: Pick<MailWorker, "nudge">;
  /**
   * The `content` data version read when this request began (undefined: unknown, e.g. not a
   * cacheable request): per-locale copies of content can use it instead of reading it again.
   */
  contentVersion?: number;
}

export const appContext = createContext<AppContext>();
