import { ElementType, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { finalPath, loadPages } from "../../bench/pages";
import { isTag, markupAsElements, type Node, renderElements } from "../../bench/react-alone";
import { baseURL } from "./browser";

/**
 * `npm run bench` says how fast each page under load could be at best with React by rendering
 * the page's markup again as plain React elements (bench/react-alone.ts). That figure means
 * something only if React writes the same markup: every element with its attributes and text, in
 * order. React moves what belongs in <head> (stylesheets, preloads) on its own, so the head is
 * compared as a set.
 */
/** One line per start tag (attributes sorted), text run and end tag. */
function outline(html: string): { head: string[]; body: string[] } {
  const lines: string[] = [];
  let text = "";
  const flush = () => {
    if (text.trim()) lines.push(JSON.stringify(text));
    text = "";
  };
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // React separates neighbouring texts with comments: texts are joined across them.
      if (node.type === ElementType.Text) text += node.data;
      if (!isTag(node)) continue;
      flush();
      const attributes = Object.entries(node.attribs)
        .map(([name, value]) => `${name}=${name === "style" ? value.replace(/\s+/g, "") : value}`)
        .sort();
      lines.push(`<${node.name} ${attributes.join(" ")}>`);
      walk(node.children);
      flush();
      lines.push(`</${node.name}>`);
    }
  };
  walk(parseDocument(html).children);
  const bodyAt = lines.findIndex((line) => line.startsWith("<body"));
  return { head: [...new Set(lines.slice(0, bodyAt))].sort(), body: lines.slice(bodyAt) };
}

describe("the bench's React-alone rendering writes the page's own markup", () => {
  for (const page of loadPages) {
    it(`${page.name} (${page.path})`, async () => {
      const response = await fetch(`${baseURL()}${await finalPath(baseURL(), page.path)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const again = (await renderElements(markupAsElements(html))).toString("utf8");
      const original = outline(html);
      const rebuilt = outline(again);
      expect(original.body.length).toBeGreaterThan(200);
      expect(rebuilt.body).toEqual(original.body);
      expect(rebuilt.head).toEqual(original.head);
    });
  }
});
