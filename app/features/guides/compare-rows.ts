import type { Compares, DiffRow, LevelRow } from "./guide-types";

export type ComparisonRow =
  | { kind: "level"; destination: LevelRow; home: LevelRow | undefined }
  | { kind: "diff"; side: "destination" | "home"; row: DiffRow };

/**
 * Lines up the two sides of a grade comparison level by level. Diff rows (pathway
 * programmes only one side has) stand on their own row where they occur.
 */
export function pairComparison(destination: Compares, home: Compares): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const homeRows = [...home.List];
  const takeHomeDiffs = () => {
    while (homeRows[0]?.Diff) rows.push({ kind: "diff", side: "home", row: homeRows.shift() as DiffRow });
  };
  for (const row of destination.List) {
    if (row.Diff) {
      rows.push({ kind: "diff", side: "destination", row });
      continue;
    }
    takeHomeDiffs();
    rows.push({ kind: "level", destination: row, home: homeRows.shift() as LevelRow | undefined });
  }
  takeHomeDiffs();
  for (const rest of homeRows) {
    if (rest.Diff) rows.push({ kind: "diff", side: "home", row: rest });
  }
  return rows;
}
