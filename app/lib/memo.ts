/** Returns the cached value for a key, creating it once (Intl formatters are costly to build). */
export function memo<K, V>(cache: Map<K, V>, key: K, create: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}
