/**
 * A small ICU MessageFormat subset: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `#`, and `{x, select, a {…} other {…}}`. Written here rather than pulling in
 * intl-messageformat (~20 KB gzipped) because every kilobyte counts against the page budget;
 * see docs/decisions/0003-icu-subset.md.
 */
import { memo } from "./memo";

export type MessageValues = Record<string, string | number | undefined>;

// Intl objects are costly to build and safe to share: one per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormat = (locale: string) => memo(numberFormats, locale, () => new Intl.NumberFormat(locale));
const pluralRule = (locale: string) => memo(pluralRules, locale, () => new Intl.PluralRules(locale));

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

function parseOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const key = text.slice(i, open).trim();
    const close = closingBrace(text, open);
    options.set(key, text.slice(open + 1, close));
    i = close + 1;
  }
  return options;
}

function formatArgument(inner: string, values: MessageValues, locale: string): string {
  const [rawName = "", rawType, ...rest] = inner.split(",");
  const name = rawName.trim();
  const value = values[name];
  const type = rawType?.trim();
  if (!type) return value === undefined ? `{${name}}` : String(value);
  if (type === "number") return numberFormat(locale).format(Number(value));
  const options = parseOptions(rest.join(","));
  if (type === "plural") {
    const n = Number(value);
    const branch = options.get(`=${n}`) ?? options.get(pluralRule(locale).select(n)) ?? options.get("other") ?? "";
    return render(branch, values, locale, numberFormat(locale).format(n));
  }
  if (type === "select") {
    return render(options.get(String(value)) ?? options.get("other") ?? "", values, locale);
  }
  throw new Error(`Unsupported message argument type "${type}"`);
}

function render(template: string, values: MessageValues, locale: string, pound?: string): string {
  let out = "";
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (ch === "{") {
      const close = closingBrace(template, i);
      out += formatArgument(template.slice(i + 1, close), values, locale);
      i = close;
    } else if (ch === "#" && pound !== undefined) {
      out += pound;
    } else {
      out += ch;
    }
  }
  return out;
}

export function formatMessage(template: string, values: MessageValues = {}, locale = "en"): string {
  return render(template, values, locale);
}
