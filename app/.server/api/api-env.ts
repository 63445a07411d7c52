import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";

/** Variables every API handler can read from `c.var`. */
export interface ApiEnv {
  Variables: {
    db: Db;
    config: Config;
    locale: Locale;
    clientIp: string;
  };
}
