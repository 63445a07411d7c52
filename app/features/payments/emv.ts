/**
 * EMVCo merchant-presented QR (EMV QRCPS-MPM) as data: a payload is a list of data objects, each
 * an ID (two digits), a length (two digits) and a value; a template's value is itself such a list.
 * ID "00" comes first and the CRC (ID "63") last: CRC-16/CCITT-FALSE (ISO/IEC 13239, polynomial
 * 0x1021, initial value 0xFFFF) over the whole payload up to and including "6304", written as
 * four uppercase hexadecimal digits.
 */
export type EmvValue = string | EmvField[];
export type EmvField = readonly [id: string, value: EmvValue];

export class EmvError extends Error {}

/** CRC-16/CCITT-FALSE of the string's bytes (payloads are ASCII; other characters as UTF-8). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One data object, or a template of them; lengths count characters and must fit in two digits. */
export function encodeFields(fields: readonly EmvField[]): string {
  return fields
    .map(([id, value]) => {
      if (!/^\d{2}$/.test(id)) throw new EmvError(`bad data object ID "${id}"`);
      const text = typeof value === "string" ? value : encodeFields(value);
      if (text.length === 0 || text.length > 99) throw new EmvError(`data object ${id}: length ${text.length}`);
      return `${id}${String(text.length).padStart(2, "0")}${text}`;
    })
    .join("");
}

/** The whole payload: the fields in the order given, then "6304" and its CRC. */
export function encodePayload(fields: readonly EmvField[]): string {
  if (fields[0]?.[0] !== "00") throw new EmvError('the payload format indicator (ID "00") comes first');
  if (fields.some(([id]) => id === "63")) throw new EmvError("the CRC is added here");
  const body = `${encodeFields(fields)}6304`;
  return body + crc16(body);
}

/** Splits a data-object string into [id, value] pairs (one level). */
export function parseFields(text: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new EmvError(`malformed data object at ${at}`);
    }
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/** A payload's fields, after checking its CRC; throws when the CRC or the structure is wrong. */
export function parsePayload(payload: string): Map<string, string> {
  const fields = parseFields(payload);
  const last = fields.at(-1);
  if (last?.[0] !== "63" || last[1].length !== 4) throw new EmvError("no CRC at the end");
  const expected = crc16(payload.slice(0, -4));
  if (last[1] !== expected) throw new EmvError(`CRC ${last[1]}, expected ${expected}`);
  return new Map(fields);
}

/** The sub-fields of a template value, as a map. */
export const templateOf = (value: string | undefined): Map<string, string> => new Map(parseFields(value ?? ""));
