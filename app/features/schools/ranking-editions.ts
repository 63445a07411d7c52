import { useTranslator } from "~/lib/i18n";

/** Ranking sources the site can name; the page translates `ranking.source.<source>`. */
export const rankingSources = ["qs-wur"] as const;
export type RankingSource = (typeof rankingSources)[number];

export const isRankingSource = (value: string): value is RankingSource =>
  (rankingSources as readonly string[]).includes(value);

/** One published edition of a ranking, e.g. QS World University Rankings 2025. */
export interface RankingEdition {
  source: RankingSource;
  year: number;
  /** the publisher's page for the ranking */
  url: string;
}

/**
 * The editions the stored ranks belong to: `current` for schools.rank_latest, `previous` for
 * schools.rank_previous. `previous` is null until a previous edition is verified for every
 * ranked school; the site then shows no previous rank and no change.
 */
export interface RankingEditions {
  current: RankingEdition | null;
  previous: RankingEdition | null;
}

/** A rank as QS prints it: the band ("801-850") or the position. */
export const formatRank = (rank: number, band: string | null) => band ?? String(rank);

/** "QS World University Rankings 2025" in the visitor's language (the year names the edition: never converted). */
export function useRankingEditionName(): (edition: RankingEdition) => string {
  const { t } = useTranslator();
  return (edition) => t(`ranking.source.${edition.source}`, { year: String(edition.year) });
}
