import { serverTranslator } from "~/.server/messages";
import type { Locale } from "~/lib/locales";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes a paragraph for HTML and turns the web addresses in it into links. */
export function linkifyHtml(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join("");
}

/** A plain mail: paragraphs (addresses become links), then a label/value table, then the signature; text and HTML. */
export function renderMail(
  locale: Locale,
  paragraphs: string[],
  rows: [string, string][],
  /** HTML placed after the paragraphs (already escaped), e.g. an inline image. */
  htmlBlock = "",
): { text: string; html: string } {
  const { t } = serverTranslator(locale);
  const text = [...paragraphs, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", t("mail.signature")].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2933">`,
    ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${linkifyHtml(p)}</p>`),
    htmlBlock,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    ),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(t("mail.signature"))}</p></body></html>`,
  ].join("");
  return { text, html };
}
