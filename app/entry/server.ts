import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { Config } from "~/.server/config";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { isMigrated } from "~/.server/db/migrations";
import { readDataVersion } from "~/.server/db/snapshot";
import { AppError } from "~/.server/http/errors";
import { type LocaleResolution, localeCookie, localeFromApiLang, resolveLocale } from "~/.server/http/locale";
import {
  bodyTag,
  CACHEABLE_ROUTES,
  type Effort,
  type Encoding,
  encodeBody,
  etagFor,
  inlineScriptHashes,
  matchingEtag,
  negotiateEncoding,
  PageCache,
  type PageEntry,
  pageKey,
  storableResponse,
  storedHeaders,
  uncacheableRequest,
  wantsFreshRender,
} from "~/.server/http/page-cache";
import { publicRequest, siteOrigin } from "~/.server/http/public-origin";
import { RateLimiter, type RateLimits, SubmissionLimiter } from "~/.server/http/rate-limit";
import { clientAddress } from "~/.server/http/trust-proxy";
import type { MailWorker } from "~/.server/mail/outbox";
import { layoutCatalogFile, serverTranslator } from "~/.server/messages";
import { adminApi } from "~/entry/api/admin";
import type { ApiEnv } from "~/entry/api/api-env";
import { articlesApi } from "~/entry/api/articles";
import { captchaApi, consultationApi } from "~/entry/api/consultation";
import { homeApi } from "~/entry/api/home";
import { schoolsApi, studentApi } from "~/entry/api/schools";
import { servicesApi, UPLOAD_BODY_LIMIT, uploadApi } from "~/entry/api/services";
import { globalCountry } from "~/features/articles/recommendations.server";
import { MEDIA_FILE, MEDIA_ID, mediaDir } from "~/features/media/media.server";
import { apiPaths } from "~/lib/api-paths";
import { isLocale } from "~/lib/locales";

export interface ServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  db: Db;
  config: Config;
  /** Directory of built client assets; omitted in development (Vite serves them). */
  clientDir?: string;
  /** The outbox worker to wake after a booking or order is stored (absent: the poll finds it). */
  mail?: Pick<MailWorker, "nudge">;
  log?: (line: Record<string, unknown>) => void;
  /** The page cache (default: PAGE_CACHE_MB of memory in production, none in development); false: none. */
  pageCache?: PageCache | false;
}

interface Env {
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
  Variables: ApiEnv["Variables"] & { origin: string; host: string };
}

/**
 * The policy of every response. Scripts: the site's own files, and in documents exactly the
 * inline scripts the server wrote, by hash (`scriptSources`: see inlineScriptHashes).
 */
export function contentSecurityPolicy(config: Config, scriptSources: readonly string[] = []): string {
  const media = config.MEDIA_BASE_URL ? ` ${new URL(config.MEDIA_BASE_URL).origin}` : "";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
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

const LAYOUT_CATALOG_FILE = /^([a-z]{2})\.[\w-]{12}\.json$/;

/** Plain HTML used when rendering the error page itself failed: no React, no data. */
function errorPageFallback(locale: Parameters<typeof serverTranslator>[0]): Response {
  const t = serverTranslator(locale).t;
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>500</title><p>${t("error.errorPageFailed")}</p><p><a href="/">${t("error.goHome")}</a></p></html>`;
  return new Response(body, { status: 500, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** What the middlewares share: the options, and what is made from them once. */
interface Assembly {
  options: ServerOptions;
  db: Db;
  config: Config;
  log: (line: Record<string, unknown>) => void;
  dev: boolean;
  pageCache: PageCache | false;
  rateLimits: RateLimits;
  mail: Pick<MailWorker, "nudge">;
  getBuild: () => Promise<ServerBuild>;
  handlerFor: (build: ServerBuild) => ReturnType<typeof createRequestHandler>;
}

/** One part of the server: registers its handlers on the app, in the order of MIDDLEWARES. */
type Middleware = (app: Hono<Env>, assembly: Assembly) => void;

function assemble(options: ServerOptions): Assembly {
  const { db, config } = options;
  const log = options.log ?? ((line) => process.stdout.write(`${JSON.stringify(line)}\n`));
  const dev = config.NODE_ENV === "development";
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const getBuild = async () => (typeof options.build === "function" ? await options.build() : options.build);
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, dev ? "development" : "production");
      handlers.set(build, handler);
    }
    return handler;
  };
  const pageCache =
    options.pageCache ??
    (config.PAGE_CACHE_MB > 0 && !dev ? new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 }) : false);

  const rateLimits: RateLimits = {
    submissions: new SubmissionLimiter(
      new RateLimiter(db, "submission", config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE),
      new RateLimiter(db, "refused", config.RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE),
    ),
    captchas: new RateLimiter(db, "captcha", config.RATE_LIMIT_CAPTCHAS_PER_MINUTE),
    logins: new RateLimiter(db, "login", config.RATE_LIMIT_LOGINS_PER_MINUTE),
    uploads: new RateLimiter(db, "upload", config.RATE_LIMIT_UPLOADS_PER_MINUTE),
    findRequests: new RateLimiter(db, "find-address", config.FIND_REQUEST_MAILS_PER_HOUR, 3_600_000),
  };
  const mail = options.mail ?? { nudge() {} };
  return { options, db, config, log, dev, pageCache, rateLimits, mail, getBuild, handlerFor };
}

/** Reads who is asking and for which site (the public origin, the client address behind a trusted proxy), refuses hosts that are not configured, and logs the request. */
const requestContext: Middleware = (app, { db, config, log, rateLimits, mail }) => {
  app.use(async (c, next) => {
    const started = performance.now();
    const url = new URL(c.req.url);
    const peer = c.env?.incoming?.socket?.remoteAddress;
    // X-Forwarded-* are the word of the proxy in front: taken only when the peer is one we trust.
    const peerTrusted = config.TRUST_PROXY.trusts(peer ?? "unknown", 0);
    c.set("db", db);
    c.set("config", config);
    c.set("rateLimits", rateLimits);
    c.set("mail", mail);
    c.set("clientIp", clientAddress(peer, c.req.header("x-forwarded-for"), config.TRUST_PROXY));
    try {
      const site = siteOrigin(config, {
        url,
        host: c.req.header("host"),
        forwardedHost: peerTrusted ? c.req.header("x-forwarded-host") : undefined,
        forwardedProto: peerTrusted ? c.req.header("x-forwarded-proto") : undefined,
      });
      if (site) {
        c.set("host", site.host);
        c.set("origin", site.origin);
        await next();
      } else if (url.pathname === "/healthz") {
        // A health check addresses the process itself (127.0.0.1:port); it writes no URL.
        c.set("host", url.host);
        c.set("origin", config.PUBLIC_URL ?? url.origin);
        await next();
      } else {
        c.res = misdirected(c.req.method, url, config);
        return c.res;
      }
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
};

/** The headers every response carries: nosniff, referrer and frame policy, HSTS on https, and the default Content-Security-Policy. */
const securityHeaders: Middleware = (app, { config, dev }) => {
  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (c.get("origin")?.startsWith("https:")) {
      headers.set("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE}`);
    }
    // Documents bring their own policy (with the hashes of their inline scripts).
    if (!dev && !headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(config));
    }
  });
};

/** Compresses what the handlers below send as it is (documents compress themselves). */
const compression: Middleware = (app) => {
  app.use(compress());
};

/** `/healthz`: 200 once the database is reachable and migrated. */
const healthCheck: Middleware = (app, { db }) => {
  app.get("/healthz", async (c) => {
    try {
      if (!(await isMigrated(db))) return c.json({ status: "migrating" }, 503);
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "database unavailable" }, 503);
    }
  });
};

/** `/api/*`: the JSON routes, with the locale of the `Lang` header, body limits and one error mapping. */
const jsonApi: Middleware = (app, { config, log }) => {
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
      if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
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
};

/** Uploaded images: DATA_DIR/media/<id>/<width>.webp, never changed once written. */
const uploadedImages: Middleware = (app, { config }) => {
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
};

/** The layout's messages (decision 0003): one file per locale and catalog version. */
const layoutMessages: Middleware = (app) => {
  app.get("/i18n/:file", (c, next) => {
    const locale = LAYOUT_CATALOG_FILE.exec(c.req.param("file"))?.[1];
    if (!isLocale(locale)) return next();
    const file = layoutCatalogFile(locale);
    // A page rendered before a deploy may ask for the previous version: it gets today's, uncached.
    const current = c.req.path === file.path;
    return c.body(file.json, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    });
  });
};

/** The build's files, precompressed, hashed assets cached for good. */
const staticFiles: Middleware = (app, { options }) => {
  if (options.clientDir) {
    // brotli 11 / gzip 9 copies are written at build time (scripts/precompress.ts).
    const root = resolve(options.clientDir);
    const files = serveStatic({ root, precompressed: true });
    // The build's files, listed once: a page's path is not looked up on disk on every request
    // (serveStatic's failed stat throws inside, which cost more than serving a cached page).
    const clientFiles = listFiles(root);
    const isClientFile = (path: string) => {
      try {
        return clientFiles.has(decodeURI(path));
      } catch {
        return false; // malformed escapes: not a file name serveStatic would accept either
      }
    };
    // serveStatic's onFound runs after its response is made, too late for a header: set it here,
    // on files only (a path without a file falls through to the pages, which set their own).
    const filesCachedFor =
      (cacheControl: string): MiddlewareHandler =>
      async (c, next) => {
        if (!isClientFile(c.req.path)) return next();
        let fellThrough = false;
        const response = await files(c, async () => {
          fellThrough = true;
          await next();
        });
        if (!fellThrough && c.res.status === 200) c.res.headers.set("Cache-Control", cacheControl);
        return response;
      };
    // Hashed build files never change under one name.
    app.use("/assets/*", filesCachedFor("public, max-age=31536000, immutable"));
    app.use("*", filesCachedFor("public, max-age=3600"));
  }
};

/** What a page's form may post: one Word file at most, and only a form's own encodings. */
const pageBodies: Middleware = (app, { config }) => {
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
  // A page's action reads a form: any other body (no or another content type, a multipart body
  // that does not parse) is the client's error, answered here once for every route instead of
  // failing inside the action as a 500.
  app.use("*", async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const type = c.req.header("content-type") ?? "";
    const problem = !FORM_CONTENT_TYPE.test(type)
      ? ("error.unsupportedMediaType" as const)
      : /^multipart\//i.test(type) && !(await parsesAsForm(c.req.raw))
        ? ("error.badRequest" as const)
        : undefined;
    if (!problem) return next();
    const { locale } = resolveLocale(new URL(c.req.url), c.req.raw.headers, c.get("host"), config);
    c.header("Content-Language", locale);
    c.header("Cache-Control", "no-store");
    return c.text(serverTranslator(locale).t(problem), problem === "error.badRequest" ? 400 : 415);
  });
};

/** Every other request: React Router renders the page, through the page cache for anonymous visitors. */
const pages: Middleware = (app, { db, config, log, dev, pageCache, rateLimits, mail, getBuild, handlerFor }) => {
  app.all("*", async (c) => {
    const origin = c.get("origin");
    // React Router sees the public URL (https behind the proxy): its action origin check compares
    // the browser's Origin header with it, and a foreign Origin is still refused.
    const request = publicRequest(c.req.raw, origin);
    const url = new URL(request.url);
    const localeResolution = resolveLocale(url, request.headers, c.get("host"), config);
    const send = (page: Page, label: PageCacheLabel) =>
      sendPage(page, { request, localeResolution, secure: origin.startsWith("https:"), label, pageCache });

    // Anonymous GET and HEAD requests may be answered from the page cache (decision 0011).
    let cacheKey: string | undefined;
    let version: number | undefined;
    if (pageCache && uncacheableRequest(request) === null) {
      version = await readDataVersion(db, "content").catch(() => undefined);
      if (version !== undefined) {
        cacheKey = pageKey({ origin, url, locale: localeResolution.locale, variant: globalCountry(request) ?? "" });
        if (!wantsFreshRender(request)) {
          const entry = pageCache.get(cacheKey, version) ?? (await pageCache.pending(cacheKey, version));
          if (entry) return send(entryPage(entry), "hit");
        }
      }
    }

    let build: ServerBuild;
    try {
      build = await getBuild();
    } catch (error) {
      log({ time: new Date().toISOString(), level: "error", path: url.pathname, error: String(error) });
      return errorPageFallback(localeResolution.locale);
    }
    const mayStore =
      pageCache && cacheKey !== undefined && version !== undefined && request.method === "GET"
        ? CACHEABLE_ROUTES.has(leafRouteId(build, url.pathname) ?? "")
        : false;
    const finish =
      mayStore && pageCache && cacheKey && version !== undefined ? pageCache.begin(cacheKey, version) : undefined;
    let stored: PageEntry | undefined;
    try {
      const context = new RouterContextProvider();
      context.set(appContext, {
        db,
        config,
        localeResolution,
        origin,
        host: c.get("host"),
        clientIp: c.get("clientIp"),
        rateLimits,
        mail,
        contentVersion: version,
      });
      let response: Response;
      try {
        response = await handlerFor(build)(request, context);
      } catch (error) {
        log({ time: new Date().toISOString(), level: "error", path: url.pathname, error: String(error) });
        return errorPageFallback(localeResolution.locale);
      }
      const type = response.headers.get("content-type") ?? "";
      const isHtml = type.includes("text/html");
      if (response.status >= 500 && !isHtml) return errorPageFallback(localeResolution.locale);
      if (!response.body || !(isHtml || (mayStore && COMPRESSIBLE.test(type)))) {
        // Redirects, downloads, CSV: as React Router made them (the compress middleware may gzip them).
        response = new Response(response.body, response);
        if (localeResolution.setCookie) {
          response.headers.append("Set-Cookie", localeCookie(localeResolution.locale, origin.startsWith("https:")));
        }
        response.headers.append("Vary", "Cookie, Accept-Language");
        return response;
      }
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      if (isHtml && !dev) {
        headers.set("Content-Security-Policy", contentSecurityPolicy(config, inlineScriptHashes(body)));
      }
      if (mayStore && pageCache && cacheKey && version !== undefined && storableResponse(response)) {
        stored = pageCache.set({ key: cacheKey, version, headers: storedHeaders(headers), tag: bodyTag(body), body });
        if (stored) return send(entryPage(stored), "miss");
      }
      return send({ status: response.status, headers, body }, pageCache ? "bypass" : undefined);
    } finally {
      finish?.(stored);
    }
  });
};

/** The server, in the order a request meets its parts. */
const MIDDLEWARES: readonly Middleware[] = [
  requestContext,
  securityHeaders,
  compression,
  healthCheck,
  jsonApi,
  uploadedImages,
  layoutMessages,
  staticFiles,
  pageBodies,
  pages,
];

/**
 * One Hono app: request log, security headers, `/api/*` JSON routes, static assets,
 * `/healthz`, and everything else rendered by React Router (MIDDLEWARES, in order).
 */
export function createServer(options: ServerOptions): Hono<Env> {
  const assembly = assemble(options);
  const app = new Hono<Env>();
  for (const middleware of MIDDLEWARES) middleware(app, assembly);
  return app;
}

/** What a page's form posts: `<form>`'s own encodings (a multipart type must name its boundary). */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded\s*(;|$)|multipart\/form-data\s*;.*\bboundary=)/i;

/** True when the body parses as a form (read from a copy: the action reads the original). */
async function parsesAsForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

/** One year: browsers keep to https for the site's host once they have seen it over https. */
const HSTS_MAX_AGE = 31_536_000;

/**
 * A request for a host that is not configured: a GET or HEAD is sent to the same path on
 * PUBLIC_URL; anything else (and everything without PUBLIC_URL) is refused. The host is never
 * written back.
 */
function misdirected(method: string, url: URL, config: Config): Response {
  if (config.PUBLIC_URL && (method === "GET" || method === "HEAD")) {
    return new Response(null, {
      status: 301,
      headers: { Location: `${config.PUBLIC_URL}${url.pathname}${url.search}`, "Cache-Control": "no-store" },
    });
  }
  return new Response(serverTranslator(config.DEFAULT_LOCALE).t("error.badRequest"), {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Every file under `root` as a URL path (`/assets/app-1a2b.css`). */
function listFiles(root: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) paths.add(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  }
  return paths;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/i;
/** Bodies smaller than this are sent as they are. */
const COMPRESS_MIN_BYTES = 1024;
/** What a page stored for everyone says to browsers (revalidate every time) and to shared caches. */
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
/** Pages for one visitor, or with a cookie to set: their browser may keep them, and must revalidate. */
const PRIVATE_CACHE_CONTROL = "private, no-cache";

type PageCacheLabel = "hit" | "miss" | "bypass" | undefined;

/** A buffered page to send: the body before content coding, and for cached pages their tag and entry. */
interface Page {
  status: number;
  headers: Headers;
  body: Uint8Array;
  entry?: PageEntry;
}

function entryPage(entry: PageEntry): Page {
  return { status: 200, headers: new Headers(entry.headers), body: entry.body, entry };
}

/**
 * Sends a buffered page: the content coding the client prefers (one call, not a stream), Vary,
 * Cache-Control, the locale cookie when the request asked for it; cached pages also get their
 * strong ETag and a 304 when If-None-Match names it.
 */
async function sendPage(
  page: Page,
  options: {
    request: Request;
    localeResolution: LocaleResolution;
    secure: boolean;
    label: PageCacheLabel;
    pageCache: PageCache | false;
  },
): Promise<Response> {
  const { request, localeResolution, label } = options;
  const { headers, entry } = page;
  const type = headers.get("content-type") ?? "";
  const compressible = page.body.byteLength >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(type);
  const encoding: Encoding = compressible ? negotiateEncoding(request.headers.get("accept-encoding")) : "identity";
  // The locale comes from the URL (marker or domain), or from the cookie and Accept-Language.
  const fromUrl = localeResolution.source === "query" || localeResolution.source === "host";
  headers.set("Vary", `Accept-Encoding, Cookie${fromUrl ? "" : ", Accept-Language"}`);
  if (localeResolution.setCookie) {
    // A page that must not be kept at all (a student's request page) stays no-store.
    if (!/no-store/.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    headers.append("Set-Cookie", localeCookie(localeResolution.locale, options.secure));
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", entry ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  }
  if (label) headers.set("X-Page-Cache", label);
  if (entry) {
    const matched = matchingEtag(request.headers.get("if-none-match"), entry.tag, encoding);
    if (matched) {
      // A browser updates its stored copy's headers from a 304: the page's own policy (with the
      // hashes of its scripts) must come along, or the next use of the copy would block them.
      headers.set("ETag", matched);
      headers.delete("Content-Type");
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
  }
  // A page sent once is compressed quickly; a cached page is compressed well once it is served
  // again (its first use from the cache), and that copy is kept.
  const effort: Effort = label === "hit" ? "best" : "fast";
  if (entry) headers.set("ETag", etagFor(entry.tag, encoding, effort));
  let body = page.body;
  if (encoding !== "identity") {
    const cached = effort === "best" ? entry?.encoded[encoding] : undefined;
    body = cached ?? encodeBody(page.body, encoding, effort);
    if (entry && !cached && effort === "best" && options.pageCache)
      options.pageCache.addEncoding(entry, encoding, body);
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(body.byteLength));
  // HEAD: the same headers; Node leaves the body out.
  return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

/** Per build: its route tree, and the leaf route of recently seen paths (a bounded memo). */
const routeTrees = new WeakMap<ServerBuild, { tree: RouteObject[]; leaves: Map<string, string | undefined> }>();
const LEAF_MEMO_SIZE = 2000;

/** The id of the route a path renders (the last match), as React Router will match it. */
function leafRouteId(build: ServerBuild, pathname: string): string | undefined {
  let routing = routeTrees.get(build);
  if (!routing) {
    const routes = Object.values(build.routes).filter((r) => r !== undefined);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((r) => r.parentId === parentId)
        .map((r) =>
          r.index
            ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
            : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
        );
    routing = { tree: childrenOf(undefined), leaves: new Map() };
    routeTrees.set(build, routing);
  }
  if (routing.leaves.has(pathname)) return routing.leaves.get(pathname);
  const matches = matchRoutes(routing.tree, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  if (routing.leaves.size >= LEAF_MEMO_SIZE) routing.leaves.clear();
  routing.leaves.set(pathname, id);
  return id;
}
