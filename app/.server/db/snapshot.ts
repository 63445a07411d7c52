import type { Db } from "./database";

/** Version rows (`data_versions`): schools and articles (migration 0011), content: every table a public page shows (0017). */
export type SnapshotName = "schools" | "articles" | "content";

/** The version row of one snapshot; undefined if it is missing (then nothing may be cached). */
export async function readDataVersion(db: Db, name: SnapshotName): Promise<number | undefined> {
  const row = await db.selectFrom("data_versions").select("version").where("name", "=", name).executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

/**
 * An in-process copy of rows, kept correct by a version row (`data_versions`, migration 0011)
 * that database triggers bump on every write to the copied tables. Each use reads that one row
 * (a primary-key lookup) and reloads the copy when the number changed, so writes from this
 * process, from another process or from outside the app are seen by the next query.
 *
 * The version is read before the rows, so a copy is never older than its version says (a write
 * in between only causes one extra reload). Inside a transaction, or without a version row, there
 * is no copy (`undefined`): the caller queries the tables, which also see the transaction's own
 * uncommitted writes.
 * Copies are per `Db` (a WeakMap: they go when the pool goes) and per `key` (a locale, a sort).
 */
export function versionedSnapshot<K, T>(
  name: SnapshotName,
  load: (db: Db, key: K) => Promise<T>,
): (db: Db, key: K, knownVersion?: number) => Promise<T | undefined> {
  const copies = new WeakMap<Db, Map<K, Entry<T>>>();
  // `knownVersion`: the version this request already read (AppContext.contentVersion), which
  // saves reading it again; the copy is then as fresh as the start of the request.
  return async (db, key, knownVersion) => {
    if (db.isTransaction) return undefined;
    const version = knownVersion ?? (await readDataVersion(db, name));
    if (version === undefined) return undefined;
    let byKey = copies.get(db);
    if (!byKey) {
      byKey = new Map();
      copies.set(db, byKey);
    }
    let entry = byKey.get(key);
    if (!entry || entry.version !== version) {
      const fresh: Entry<T> = { version, value: load(db, key) };
      const map = byKey;
      // A failed load is not kept: the next query tries again.
      fresh.value.catch(() => {
        if (map.get(key) === fresh) map.delete(key);
      });
      byKey.set(key, fresh);
      entry = fresh;
    }
    return entry.value;
  };
}

/**
 * `versionedSnapshot`, falling back to loading from the tables when there is no copy (inside a
 * transaction, or without a version row). Callers share the copy: they must not change it.
 */
export function versionedCopy<K, T>(
  name: SnapshotName,
  load: (db: Db, key: K) => Promise<T>,
): (db: Db, key: K, knownVersion?: number) => Promise<T> {
  const copy = versionedSnapshot(name, load);
  return async (db, key, knownVersion) => (await copy(db, key, knownVersion)) ?? (await load(db, key));
}
