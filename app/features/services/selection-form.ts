/**
 * The add form of the service-selection page, shared by its server action and its component:
 * what the visitor chose is handed back after any error, so nothing is lost and the next "Add"
 * never orders another service than the one on screen.
 */
export interface AddFormValues {
  service: string;
  method: string;
  topic: string;
  units: string;
  rush: boolean;
  /** Pasted text that could not be kept (handed back so that it is not lost); "" otherwise. */
  text?: string;
  /** A document already counted and kept (no need to choose it again). */
  upload: { id: string; name: string; words: number } | null;
}

export type SelectionFormState =
  | { values: AddFormValues; error: string; field?: string }
  | { values: AddFormValues; overRange: true; maxUnits: number };

/** "1,200", "1 200" or "1.200" as typed: the integer, or null when it is not a positive integer. */
export function parseUnits(value: string): number | null {
  const units = Number(value.replace(/[\s,.]/g, ""));
  return value.trim() !== "" && Number.isInteger(units) && units > 0 ? units : null;
}
