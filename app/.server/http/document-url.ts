/**
 * The document URL behind a request. React Router's client asks for a page's data at
 * `<path>.data?…&_routes=…` (`/_root.data` for `/`): what a redirect or a "come back here" link
 * must name is the page, never that data URL.
 */
export function documentUrl(request: Request): { pathname: string; search: URLSearchParams } {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  return { pathname, search };
}

/** `documentUrl` as one string: path and query. */
export function documentHref(request: Request): string {
  const { pathname, search } = documentUrl(request);
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
