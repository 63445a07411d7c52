/** One page of a list, with what pagination controls need. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Loads rows by id and returns them in the order of `ids` (the order a ranking query found),
 * dropping ids without a row. Lists first find a page of ids cheaply, then fetch those cards.
 */
export async function inIdOrder<Row extends { id: number }>(
  ids: readonly number[],
  load: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load([...ids])).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/** `?page=` as a whole number from 1 to `max`; anything else is page 1 (or the bound). */
export function pageParam(params: URLSearchParams, max = 1000): number {
  return Math.min(max, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
}

/**
 * The address of the last page when the requested page lies past it (a typed or stale link,
 * a list that shrank), else null: a list never shows "N found" over an empty page. `url` is
 * the loader's `url` (without React Router's `_routes`); `param` names the page parameter.
 */
export function lastPageUrl(url: URL, list: Pick<Page<unknown>, "page" | "pageCount">, param = "page"): string | null {
  if (list.page <= list.pageCount) return null;
  const params = new URLSearchParams(url.search);
  if (list.pageCount <= 1) params.delete(param);
  else params.set(param, String(list.pageCount));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
