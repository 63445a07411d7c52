// Minimal types for word-extractor 1.0.4 (the package ships none): the parts of its API this project uses.
declare module "word-extractor" {
  namespace WordExtractor {
    interface TextOptions {
      /** Default true: turns curly quotes, en/em dashes and en/em spaces into ASCII. */
      filterUnicode?: boolean;
    }

    /** The text of one Word file, story by story. */
    interface Document {
      getBody(options?: TextOptions): string;
      getFootnotes(options?: TextOptions): string;
      getEndnotes(options?: TextOptions): string;
      getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
      getFooters(options?: TextOptions): string;
      getAnnotations(options?: TextOptions): string;
      getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
    }
  }

  class WordExtractor {
    /** A file name or the file's bytes; .doc (OLE2) and .docx are told apart by their magic bytes. */
    extract(source: string | Buffer): Promise<WordExtractor.Document>;
  }

  export = WordExtractor;
}
