import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { adminApi } from "~/.server/api/admin";
import type { ApiEnv, RateLimits } from "~/.server/api/api-env";
import { articlesApi } from "~/.server/api/articles";
import { captchaApi, consultationApi } from "~/.server/api/consultation";
import { homeApi } from "~/.server/api/home";
import { schoolsApi, studentApi } from "~/.server/api/schools";
import { servicesApi, UPLOAD_BODY_LIMIT, uploadApi } from "~/.server/api/services";
import type { Config } from "~/.server/config";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { isMigrated } from "~/.server/db/migrations";
import type { MailWorker } from "~/.server/mail/outbox";
import { serverTranslator } from "~/.server/messages";
import { MEDIA_FILE, MEDIA_ID, mediaDir } from "~/features/media/media.server";
import { apiPaths } from "~/lib/paths";
import { AppError } from "./errors";
import { localeCookie, localeFromApiLang, resolveLocale } from "./locale";
import { RateLimiter, SubmissionLimiter } from "./rate-limit";

export interface ServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  db: Db;
  config: Config;
  /** Directory of built client assets; omitted in development (Vite serves them). */
  clientDir?: string;
  /** The outbox worker to wake after a booking or order is stored (absent: the poll finds it). */
  mail?: Pick<MailWorker, "nudge">;
  log?: (line: Record<string, unknown>) => void;
}

interface Env {
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
  Variables: ApiEnv["Variables"] & { nonce: string; origin: string; host: string };
}

export function contentSecurityPolicy(nonce: string, config: Config): string {
  const media = config.MEDIA_BASE_URL ? ` ${new URL(config.MEDIA_BASE_URL).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${media}`,
    `media-src 'self'${media}`,
    "font-src 'self'",
    // Home videos load the privacy-enhanced player only when a visitor presses play.
    "frame-src https://www.youtube-nocookie.com",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Plain HTML used when rendering the error page itself failed: no React, no data. */
function errorPageFallback(locale: Parameters<typeof serverTranslator>[0]): Response {
  const t = serverTranslator(locale).t;
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>500</title><p>${t("error.errorPageFailed")}</p><p><a href="/">${t("error.goHome")}</a></p></html>`;
  return new Response(body, { status: 500, headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * One Hono app: request log, security headers, `/api/*` JSON routes, static assets,
 * `/healthz`, and everything else rendered by React Router.
 */
export function createServer(options: ServerOptions): Hono<Env> {
  const { db, config } = options;
  const log = options.log ?? ((line) => process.stdout.write(`${JSON.stringify(line)}\n`));
  const dev = config.NODE_ENV === "development";
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const getHandler = async () => {
    if (typeof options.build === "function") return createRequestHandler(await options.build(), "development");
    handler ??= createRequestHandler(options.build, dev ? "development" : "production");
    return handler;
  };

  const rateLimits: RateLimits = {
    submissions: new SubmissionLimiter(
      new RateLimiter(config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE),
      new RateLimiter(config.RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE),
    ),
    captchas: new RateLimiter(config.RATE_LIMIT_CAPTCHAS_PER_MINUTE),
    logins: new RateLimiter(config.RATE_LIMIT_LOGINS_PER_MINUTE),
  };
  const mail = options.mail ?? { nudge() {} };

  const app = new Hono<Env>();

  app.use(async (c, next) => {
    const started = performance.now();
    const url = new URL(c.req.url);
    const forwardedHost = config.TRUST_PROXY ? c.req.header("x-forwarded-host") : undefined;
    const forwardedProto = config.TRUST_PROXY ? c.req.header("x-forwarded-proto") : undefined;
    const host = (forwardedHost ?? c.req.header("host") ?? url.host).split(",")[0]?.trim() ?? url.host;
    const protocol = forwardedProto ? `${forwardedProto.split(",")[0]?.trim()}:` : url.protocol;
    const forwardedFor = config.TRUST_PROXY ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    c.set("db", db);
    c.set("config", config);
    c.set("rateLimits", rateLimits);
    c.set("mail", mail);
    c.set("host", host);
    c.set("origin", `${protocol}//${host}`);
    c.set("clientIp", forwardedFor ?? c.env?.incoming?.socket?.remoteAddress ?? "unknown");
    c.set("nonce", randomBytes(16).toString("base64"));
    try {
      await next();
    } finally {
      if (config.LOG_REQUESTS) {
        log({
          time: new Date().toISOString(),
          method: c.req.method,
          path: url.pathname,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    }
  });

  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!dev) headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("nonce"), config));
  });

  app.use(compress());

  app.get("/healthz", async (c) => {
    try {
      if (!(await isMigrated(db))) return c.json({ status: "migrating" }, 503);
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "database unavailable" }, 503);
    }
  });

  // ---- JSON API ----
  const api = new Hono<Env>();
  api.use(async (c, next) => {
    const headerLocale = localeFromApiLang(c.req.header("lang"));
    const locale = headerLocale ?? resolveLocale(new URL(c.req.url), c.req.raw.headers, c.get("host"), config).locale;
    c.set("locale", locale);
    c.header("Content-Language", locale);
    c.header("Cache-Control", "no-store");
    await next();
  });
  const tooLarge = (c: Context<Env>) =>
    c.json({ message: serverTranslator(c.get("locale")).t("error.payloadTooLarge") }, 413);
  const uploads = [apiPaths.priceFile(), apiPaths.uploadFile()];
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
  api.use((c, next) => (uploads.includes(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.route("/Home", homeApi());
  api.route("/Home", schoolsApi());
  api.route("/Home", articlesApi());
  api.route("/Home", consultationApi());
  api.route("/upschools", captchaApi());
  api.route("/upschools", uploadApi());
  api.route("/Home", servicesApi());
  api.route("/student", studentApi());
  api.route("/admin", adminApi());
  // A mounted sub-app's notFound is not consulted, so the catch-all is an explicit route.
  api.all("*", (c) => c.json({ message: serverTranslator(c.get("locale")).t("error.apiNotFound") }, 404));
  api.onError((error, c) => {
    const t = serverTranslator(c.get("locale") ?? config.DEFAULT_LOCALE).t;
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t(key)]))
        : undefined;
      return c.json(
        { message: t(error.messageKey, error.values), ...(fields ? { errors: fields } : {}) },
        error.status as 400,
      );
    }
    if (error instanceof SyntaxError) return c.json({ message: t("error.badRequest") }, 400);
    log({ time: new Date().toISOString(), level: "error", path: c.req.path, error: String(error?.stack ?? error) });
    return c.json({ message: t("error.server.text") }, 500);
  });
  app.route("/api", api);

  // ---- uploaded images: DATA_DIR/media/<id>/<width>.webp, never changed once written ----
  app.get("/media/:id/:file", async (c, next) => {
    const id = c.req.param("id");
    const file = c.req.param("file");
    if (!MEDIA_ID.test(id) || !MEDIA_FILE.test(file)) return next();
    let bytes: Buffer;
    try {
      bytes = await readFile(join(mediaDir(config.DATA_DIR), id, file));
    } catch {
      return next();
    }
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  // ---- static files ----
  if (options.clientDir) {
    const root = resolve(options.clientDir);
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // ---- pages ----
  // Forms post at most one Word file (the service selection); anything larger is refused unread.
  const pageLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) =>
      c.text(
        serverTranslator(resolveLocale(new URL(c.req.url), c.req.raw.headers, c.get("host"), config).locale).t(
          "error.payloadTooLarge",
        ),
        413,
      ),
  });
  app.post("*", pageLimit);
  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const localeResolution = resolveLocale(url, c.req.raw.headers, c.get("host"), config);
    const context = new RouterContextProvider();
    context.set(appContext, {
      db,
      config,
      localeResolution,
      nonce: c.get("nonce"),
      origin: c.get("origin"),
      host: c.get("host"),
      clientIp: c.get("clientIp"),
      rateLimits,
      mail,
    });
    let response: Response;
    try {
      response = await (await getHandler())(c.req.raw, context);
    } catch (error) {
      log({ time: new Date().toISOString(), level: "error", path: url.pathname, error: String(error) });
      return errorPageFallback(localeResolution.locale);
    }
    if (response.status >= 500 && !response.headers.get("content-type")?.includes("text/html")) {
      return errorPageFallback(localeResolution.locale);
    }
    // Responses from fetch-like constructors can have immutable headers: copy once.
    response = new Response(response.body, response);
    if (localeResolution.setCookie) {
      response.headers.append(
        "Set-Cookie",
        localeCookie(localeResolution.locale, c.get("origin").startsWith("https:")),
      );
    }
    response.headers.append("Vary", "Cookie, Accept-Language");
    return response;
  });

  return app;
}
