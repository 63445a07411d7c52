import type { SaxesTagNS } from "saxes";
import { ZipXmlWordCounter } from "./docx";
import { SaxWordCounter } from "./sax-word-counter";

/**
 * Word count of an OpenDocument text (.odt): the paragraphs and headings of content.xml's body
 * (tables, frames and text boxes, footnotes and endnotes included), as Writer and Word count them.
 * Not counted: headers and footers (they live in styles.xml), note citations (the footnote
 * number), cached list numbers (text:number), deleted text of tracked changes (kept apart in
 * text:tracked-changes), comments, and drawing titles and descriptions. The ZIP is read through
 * the same streaming, bomb, size and deadline checks as a .docx (docx.ts).
 */
export const ODT_MAIN_PART = "content.xml";

const TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0";
const OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";
const SVG = "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0";

const SKIPPED = new Set([
  `${TEXT} tracked-changes`,
  `${TEXT} note-citation`,
  `${TEXT} number`,
  `${OFFICE} annotation`,
  `${SVG} title`,
  `${SVG} desc`,
]);
const PARAGRAPHS = new Set([`${TEXT} p`, `${TEXT} h`]);
const BREAKS = new Set([`${TEXT} tab`, `${TEXT} line-break`, `${TEXT} s`]);

export class OdtWordCounter extends ZipXmlWordCounter {
  async count(file: Uint8Array): Promise<number> {
    return await this.countParts(file, ODT_MAIN_PART, "The ZIP file is not an OpenDocument text (no content.xml).", [
      { name: ODT_MAIN_PART, counter: () => new ContentWordCounter() },
    ]);
  }
}

class ContentWordCounter extends SaxWordCounter {
  private inBody = false;
  /** Open text:p / text:h elements (they nest, e.g. a note's paragraph inside a paragraph). */
  private paragraphDepth = 0;
  private skipDepth = 0;

  protected openTag(tag: SaxesTagNS): void {
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    const name = `${tag.uri} ${tag.local}`;
    if (tag.uri === OFFICE && tag.local === "body") this.inBody = true;
    if (!this.inBody) return;
    if (SKIPPED.has(name)) this.skipDepth = 1;
    else if (PARAGRAPHS.has(name)) {
      this.flush();
      this.paragraphDepth++;
    } else if (BREAKS.has(name)) this.append("\n");
  }

  protected closeTag(tag: SaxesTagNS): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    const name = `${tag.uri} ${tag.local}`;
    if (tag.uri === OFFICE && tag.local === "body") this.inBody = false;
    else if (PARAGRAPHS.has(name)) {
      this.flush();
      this.paragraphDepth = Math.max(0, this.paragraphDepth - 1);
    }
  }

  protected addText(text: string): void {
    if (this.inBody && this.paragraphDepth > 0 && this.skipDepth === 0) this.append(text);
  }
}
