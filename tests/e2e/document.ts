import { selectAll } from "css-select";
import type { AnyNode, Element } from "domhandler";
import { getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { baseURL } from "./browser";

/**
 * A page as the server sends it, read without a browser: for checks of what the server renders
 * (counts, texts, links, attributes). A hydrated page in Chromium costs about 0.4 s of CPU; what
 * only the browser can tell (scripts, layout, clicks, console errors) stays in the browser tests.
 */
export interface ServerPage {
  status: number;
  /** The address answered, after redirects */
  url: string;
  html: string;
  /** Every element matching a CSS selector, in document order. */
  all(selector: string): Element[];
  /** The text of each match. */
  texts(selector: string): string[];
  /** The text of the first match (undefined when none). */
  text(selector: string): string | undefined;
  /** An attribute of the first match (undefined when no match or no attribute). */
  attr(selector: string, name: string): string | undefined;
}

/** The elements matching a CSS selector inside one element. */
export const selectIn = (element: Element, selector: string): Element[] =>
  selectAll<AnyNode, Element>(selector, element);

/** An element's text, as the DOM's textContent. */
export const textOf = (element: Element): string => textContent(element);

/** Fetches a site path (or URL) and parses the document the server answered. */
export async function fetchPage(pathOrUrl: string, init?: RequestInit): Promise<ServerPage> {
  const response = await fetch(pathOrUrl.startsWith("http") ? pathOrUrl : `${baseURL()}${pathOrUrl}`, init);
  const html = await response.text();
  const document = parseDocument(html);
  const all = (selector: string) => selectAll<AnyNode, Element>(selector, document);
  return {
    status: response.status,
    url: response.url,
    html,
    all,
    texts: (selector) => all(selector).map((element) => textContent(element)),
    text: (selector) => {
      const [first] = all(selector);
      return first && textContent(first);
    },
    attr: (selector, name) => {
      const [first] = all(selector);
      return first && getAttributeValue(first, name);
    },
  };
}
