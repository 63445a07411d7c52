import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * How fast a rendered page could be at best with React: the page's own markup (every element,
 * attribute, text and inline script, as the server sent it) rebuilt as plain React elements and
 * rendered by React DOM's server renderer, then gzipped as a page sent once is. No component
 * runs, no router, no loader, no database: what is left is React's work on the markup itself.
 * `npm run bench` sets it beside the page's measured rate (bench/ssr-ab.ts).
 */

// HTML attribute names React spells otherwise (the ones our pages use; React warns on the rest).
const REACT_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  charset: "charSet",
  crossorigin: "crossOrigin",
  "http-equiv": "httpEquiv",
  autocomplete: "autoComplete",
  maxlength: "maxLength",
  minlength: "minLength",
  readonly: "readOnly",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  hreflang: "hrefLang",
  datetime: "dateTime",
  colspan: "colSpan",
  rowspan: "rowSpan",
  novalidate: "noValidate",
  spellcheck: "spellCheck",
  enctype: "encType",
  viewbox: "viewBox",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  itemprop: "itemProp",
  itemscope: "itemScope",
  itemtype: "itemType",
};
// Attributes whose presence is their value (React takes `true`).
const BOOLEAN = new Set([
  "disabled",
  "hidden",
  "required",
  "multiple",
  "open",
  "defer",
  "async",
  "novalidate",
  "readonly",
  "autofocus",
  "itemscope",
]);

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name) continue;
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return style;
}

/** A node of htmlparser2's document tree. */
export type Node = ReturnType<typeof parseDocument>["children"][number];
type Tag = Extract<Node, { attribs: unknown }>;
/** An element (scripts and styles included), as opposed to text, comments and the doctype. */
export const isTag = (node: Node): node is Tag =>
  node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;

function toReact(node: Node, key: number): ReactNode {
  if (node.type === ElementType.Text) return node.data;
  if (!isTag(node)) return null; // comments (React's own text separators), doctype
  const element = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(element.attribs)) {
    // Form state as React writes it for uncontrolled fields.
    if (name === "checked") props.defaultChecked = true;
    else if (name === "selected") continue;
    else if (name === "value" && (element.name === "input" || element.name === "textarea")) props.defaultValue = value;
    else if (name === "style") props.style = styleObject(value);
    else props[REACT_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  if (element.name === "select") {
    // React marks the chosen option itself, from the select's value.
    const chosen = DomUtils.findOne((node) => node.name === "option" && "selected" in node.attribs, element.children);
    if (chosen) props.defaultValue = chosen.attribs.value ?? DomUtils.textContent(chosen);
  }
  if (element.name === "script" || element.name === "style") {
    const text = element.children.map((child) => (child.type === ElementType.Text ? child.data : "")).join("");
    return createElement(element.name, { ...props, dangerouslySetInnerHTML: { __html: text } });
  }
  const children = element.children.map(toReact).filter((child) => child !== null);
  return createElement(element.name, props, ...children);
}

/** A rendered document's `<html>` element as React elements (the doctype is React's to write). */
export function markupAsElements(html: string): ReactElement {
  const document = parseDocument(html);
  const root = document.children.find((node) => isTag(node) && node.name === "html");
  if (!root) throw new Error("not a document: no <html> element");
  return toReact(root, 0) as ReactElement;
}

/** Renders elements to bytes with React DOM's server renderer (the stream the app's pages use). */
export function renderElements(tree: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

async function timeReactAlone(html: string, iterations: number): Promise<number> {
  const tree = markupAsElements(html);
  const once = async () => gzipSync(await renderElements(tree), { level: 1 });
  for (let i = 0; i < 50; i++) await once();
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await once();
  return (performance.now() - start) / iterations;
}

/**
 * Milliseconds per page for React alone to write `html`'s markup and gzip it (level 1, as a page
 * sent once). Measured in a process of its own with React's production build, as the server runs.
 */
export function measureReactAlone(html: string, iterations = 400): number {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(iterations)], {
    input: html,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const ms = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(ms)) throw new Error(`React-alone measurement failed: ${result.stderr}`);
  return ms;
}

// `node bench/react-alone.ts N` < page.html: prints the milliseconds per page.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await timeReactAlone(readFileSync(0, "utf8"), Number(process.argv[2] ?? 400)));
}
