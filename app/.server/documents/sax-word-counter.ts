import { SaxesParser, type SaxesTagNS } from "saxes";
import { countWords } from "./word-count";

/** What counts the words of one XML part, fed in pieces. */
export interface XmlPartCounter {
  write(xml: string): void;
  /** Ends the part and returns its word count. */
  finish(): number;
}

/** A paragraph longer than this is counted in pieces, cut at a space, so that memory stays bounded. */
export const MAX_PENDING_CHARS = 1 << 20;

/**
 * Counts the words of one XML part from namespace-aware SAX events: a format's subclass says which
 * tags open and close paragraphs (`flush`) and which text counts (`append`); the text of one
 * paragraph is gathered and counted when the paragraph ends, in pieces when it is very long.
 */
export abstract class SaxWordCounter implements XmlPartCounter {
  private readonly parser = new SaxesParser({ xmlns: true, position: false });
  private words = 0;
  private text = "";

  constructor() {
    // saxes emits a closetag for self-closing tags too, so depths always balance.
    this.parser.on("opentag", (tag) => this.openTag(tag));
    this.parser.on("closetag", (tag) => this.closeTag(tag));
    this.parser.on("text", (text) => this.addText(text));
    this.parser.on("cdata", (text) => this.addText(text));
  }

  protected abstract openTag(tag: SaxesTagNS): void;
  protected abstract closeTag(tag: SaxesTagNS): void;
  /** Text or CDATA met in the part: the subclass appends what counts. */
  protected abstract addText(text: string): void;

  write(xml: string): void {
    this.parser.write(xml);
  }

  /** Ends the part and returns its word count. */
  finish(): number {
    this.parser.close();
    this.flush();
    return this.words;
  }

  protected append(text: string): void {
    this.text += text;
    if (this.text.length > MAX_PENDING_CHARS) this.flushPrefix();
  }

  /** Counts the text gathered so far (a paragraph ended). */
  protected flush(): void {
    if (this.text.length > 0) this.words += countWords(this.text);
    this.text = "";
  }

  /**
   * Counts a very long paragraph's text up to its last space, keeping the (short) rest for later.
   * Keeping at most half the limit makes the scans for a space amortised linear.
   */
  private flushPrefix(): void {
    const keep = MAX_PENDING_CHARS / 2;
    const cut = lastBreak(this.text, this.text.length - keep);
    if (cut < 0) {
      // No space near the end of a megabyte of text: a word may be counted twice, the price of bounded memory.
      this.flush();
      return;
    }
    this.words += countWords(this.text.slice(0, cut));
    this.text = this.text.slice(cut);
  }
}

/** The index after the last whitespace or CJK character (where no word continues) at or after `from`, or -1. */
export function lastBreak(text: string, from: number): number {
  for (let i = text.length - 1; i >= Math.max(0, from); i--) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c === 0xa0 || c === 0x3000 || (c >= 0x3001 && c <= 0x3002) || (c >= 0x4e00 && c <= 0x9fff)) {
      return i + 1;
    }
  }
  return -1;
}
