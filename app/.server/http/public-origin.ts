/** The part of Config this needs (config.ts imports this module: no import back). */
interface OriginConfig {
  PUBLIC_URL?: string | undefined;
  LOCALE_DOMAINS: Partial<Record<string, string>>;
}

/** What the request says about where it was sent (forwarded values only from a trusted proxy). */
export interface RequestAddress {
  /** The request URL as the HTTP server built it (`http://<Host>/path`). */
  url: URL;
  host: string | undefined;
  forwardedHost?: string | undefined;
  forwardedProto?: string | undefined;
}

export interface SiteOrigin {
  /** Scheme and host every absolute URL of this request is made with, e.g. https://www.example.tw */
  origin: string;
  /** The configured host the request was sent to (the public host or a locale's domain). */
  host: string;
}

/** A host as URL normalises it (lower case, no default port), or undefined when it is not a plain host[:port]. */
export function normalHost(candidate: string, protocol: string): string | undefined {
  const host = candidate.trim();
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

const first = (value: string | undefined) => value?.split(",")[0]?.trim() || undefined;

/** 127.0.0.0/8, ::1 and `localhost`: the hosts of a server used on its own machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "");
  return name === "localhost" || name === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * The hosts this site answers for: PUBLIC_URL's and each locale's domain (LOCALE_DOMAINS). Without
 * PUBLIC_URL, also any loopback host (`npm start`, tests), in the protocol the request came in.
 */
export function configuredHosts(config: OriginConfig, protocol: string): Set<string> {
  const hosts = new Set<string>();
  if (config.PUBLIC_URL) hosts.add(new URL(config.PUBLIC_URL).host);
  for (const domain of Object.values(config.LOCALE_DOMAINS)) {
    const host = domain ? normalHost(domain, protocol) : undefined;
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * The origin of this request's absolute URLs, from configuration only (like Django's
 * ALLOWED_HOSTS): the request's host picks one of the configured hosts, and PUBLIC_URL gives the
 * scheme. Undefined when the host is not one of them: the caller refuses or redirects, and never
 * writes that host anywhere.
 */
export function siteOrigin(config: OriginConfig, request: RequestAddress): SiteOrigin | undefined {
  const protocol = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).protocol
    : first(request.forwardedProto)?.toLowerCase() === "https"
      ? "https:"
      : request.forwardedProto
        ? "http:"
        : request.url.protocol;
  const candidate = first(request.forwardedHost) ?? request.host ?? request.url.host;
  const host = normalHost(candidate, protocol);
  if (!host) return undefined;
  const allowed = configuredHosts(config, protocol).has(host) || (!config.PUBLIC_URL && isLoopbackHost(host));
  return allowed ? { origin: `${protocol}//${host}`, host } : undefined;
}

/**
 * The request as React Router must see it: at the public URL (https behind a TLS proxy), so its
 * action origin check compares the browser's Origin with the address the browser used.
 */
export function publicRequest(request: Request, origin: string): Request {
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  const target = `${origin}${url.pathname}${url.search}`;
  const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    redirect: request.redirect,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
