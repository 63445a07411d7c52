/**
 * `count` items drawn at random, lower `rank` first: every item of rank 0 comes before any of
 * rank 1, and within a rank each item is equally likely (what `ORDER BY rank, random() LIMIT n`
 * returns, drawn in process from a kept list instead of sorting the table on every request).
 */
export function pickRandom<T>(
  items: readonly T[],
  count: number,
  rank: (item: T) => number = () => 0,
  random: () => number = Math.random,
): T[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const r = rank(item);
    const group = groups.get(r);
    if (group) group.push(item);
    else groups.set(r, [item]);
  }
  const picked: T[] = [];
  for (const r of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(r) ?? [];
    // Partial Fisher–Yates: only as many swaps as items still wanted.
    for (let i = 0; i < group.length && picked.length < count; i++) {
      const j = i + Math.floor(random() * (group.length - i));
      const chosen = group[j] as T;
      group[j] = group[i] as T;
      group[i] = chosen;
      picked.push(chosen);
    }
    if (picked.length >= count) break;
  }
  return picked;
}
