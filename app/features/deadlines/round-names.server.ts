import type { DeadlineLabels } from "./deadline-kinds";
import roundNames from "./seed/round-names.json";

const names: Record<string, DeadlineLabels> = roundNames;

/**
 * The usual names of application rounds in tw, cn, vi and th (`seed/round-names.json`), by the
 * English name schools use ("Regular Decision", "UCAS deadline (18:00 UK time)"…); none for a name
 * not in the list.
 */
export function knownRoundLabels(label: string): DeadlineLabels {
  return { ...(names[label.trim()] ?? {}) };
}
