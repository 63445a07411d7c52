import yazl from "yazl";

/**
 * Writes real, minimal .docx files for tests and benchmarks, so that no binary fixture is
 * committed. The parts follow ECMA-376 (transitional): [Content_Types].xml, _rels/.rels,
 * word/document.xml with its relationships, and on demand footnotes, endnotes, a header, a
 * footer, numbering (for list paragraphs) and docProps/app.xml.
 */

/** One piece of a paragraph. Consecutive strings become separate runs: a word split across two runs stays one word. */
export type DocxRun =
  | string
  | { break: "tab" | "line" }
  /** Tracked deletion (w:del / w:delText): shown struck through, not part of the text. */
  | { deleted: string }
  /** Tracked insertion (w:ins): part of the text. */
  | { inserted: string }
  /** Tracked move: the text at its old place (w:moveFrom, still in w:t) and at its new place (w:moveTo). */
  | { movedFrom: string }
  | { movedTo: string }
  /** Complex field (w:fldChar begin / w:instrText / separate / result / end): only the result is text. */
  | { field: string; result: string }
  /** Simple field (w:fldSimple w:instr="…"): only the result is text. */
  | { simpleField: string; result: string }
  /** A footnote reference here, and the note's text in word/footnotes.xml. */
  | { footnote: string }
  /** An endnote reference here, and the note's text in word/endnotes.xml. */
  | { endnote: string }
  /** A floating text box, written like Word does: DrawingML, plus a VML copy in mc:Fallback. */
  | { textBox: string };

export type DocxBlock =
  /** A paragraph of one run. */
  | string
  /** A paragraph of several runs; `numbered` makes it an item of a numbered list (Word draws "1." itself). */
  | { runs: DocxRun[]; numbered?: boolean }
  /** A table: rows of cells, each cell one paragraph. */
  | { table: string[][] };

export interface DocxSpec {
  body: DocxBlock[];
  header?: string;
  footer?: string;
  /** docProps/app.xml's <Words>: set it wrong on purpose, a counter must never trust it. */
  declaredWords?: number;
}

const NS = {
  w: "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  mc: "http://schemas.openxmlformats.org/markup-compatibility/2006",
  wp: "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  wps: "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
  v: "urn:schemas-microsoft-com:vml",
  rel: "http://schemas.openxmlformats.org/package/2006/relationships",
  ct: "http://schemas.openxmlformats.org/package/2006/content-types",
};
const REL_TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml";
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const W_ROOT_NS = `xmlns:w="${NS.w}" xmlns:r="${NS.r}"`;
const BODY_NS = `${W_ROOT_NS} xmlns:mc="${NS.mc}" xmlns:wp="${NS.wp}" xmlns:a="${NS.a}" xmlns:wps="${NS.wps}" xmlns:v="${NS.v}" mc:Ignorable="wps"`;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const textRun = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** Collects the notes while the body is written, to number them like Word (from 1). */
class Notes {
  readonly footnotes: string[] = [];
  readonly endnotes: string[] = [];
}

function runXml(run: DocxRun, notes: Notes): string {
  if (typeof run === "string") return textRun(run);
  if ("break" in run) return run.break === "tab" ? "<w:r><w:tab/></w:r>" : "<w:r><w:br/></w:r>";
  if ("deleted" in run) {
    return `<w:del w:id="90" w:author="Reviewer" w:date="2026-01-01T00:00:00Z"><w:r><w:delText xml:space="preserve">${escapeXml(run.deleted)}</w:delText></w:r></w:del>`;
  }
  if ("inserted" in run) {
    return `<w:ins w:id="91" w:author="Reviewer" w:date="2026-01-01T00:00:00Z">${textRun(run.inserted)}</w:ins>`;
  }
  if ("movedFrom" in run) {
    return `<w:moveFrom w:id="92" w:author="Reviewer" w:date="2026-01-01T00:00:00Z">${textRun(run.movedFrom)}</w:moveFrom>`;
  }
  if ("movedTo" in run) {
    return `<w:moveTo w:id="93" w:author="Reviewer" w:date="2026-01-01T00:00:00Z">${textRun(run.movedTo)}</w:moveTo>`;
  }
  if ("field" in run) {
    return (
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
      `<w:r><w:instrText xml:space="preserve"> ${escapeXml(run.field)} </w:instrText></w:r>` +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
      textRun(run.result) +
      '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
    );
  }
  if ("simpleField" in run)
    return `<w:fldSimple w:instr=" ${escapeXml(run.simpleField)} ">${textRun(run.result)}</w:fldSimple>`;
  if ("footnote" in run) {
    notes.footnotes.push(run.footnote);
    return `<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="${notes.footnotes.length}"/></w:r>`;
  }
  if ("endnote" in run) {
    notes.endnotes.push(run.endnote);
    return `<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:endnoteReference w:id="${notes.endnotes.length}"/></w:r>`;
  }
  return textBoxXml(run.textBox);
}

/** A text box as Word 2010+ writes it: the DrawingML shape, and the same text again in VML for old readers. */
function textBoxXml(text: string): string {
  const content = `<w:txbxContent><w:p>${textRun(text)}</w:p></w:txbxContent>`;
  return (
    "<w:r><mc:AlternateContent>" +
    '<mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">' +
    '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH>' +
    '<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>' +
    '<wp:extent cx="1828800" cy="457200"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/>' +
    '<wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/>' +
    '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">' +
    '<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr>' +
    `<wps:txbx>${content}</wps:txbx><wps:bodyPr/></wps:wsp>` +
    "</a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>" +
    `<mc:Fallback><w:pict><v:shape id="TextBox1" style="width:144pt;height:36pt"><v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback>` +
    "</mc:AlternateContent></w:r>"
  );
}

function blockXml(block: DocxBlock, notes: Notes): string {
  if (typeof block === "string") return `<w:p>${textRun(block)}</w:p>`;
  if ("table" in block) {
    const columns = Math.max(1, ...block.table.map((row) => row.length));
    const grid = `<w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(columns)}</w:tblGrid>`;
    const rows = block.table
      .map(
        (row) =>
          `<w:tr>${row.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr><w:p>${textRun(cell)}</w:p></w:tc>`).join("")}</w:tr>`,
      )
      .join("");
    return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${grid}${rows}</w:tbl>`;
  }
  const properties = block.numbered ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' : "";
  return `<w:p>${properties}${block.runs.map((run) => runXml(run, notes)).join("")}</w:p>`;
}

function notesXml(kind: "footnote" | "endnote", texts: string[]): string {
  const root = `${kind}s`;
  // Word always writes these two pseudo-notes first: the separator lines above the notes.
  const separators =
    `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}>` +
    `<w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}>`;
  const notes = texts
    .map(
      (text, i) =>
        `<w:${kind} w:id="${i + 1}"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:${kind}Ref/></w:r>${textRun(` ${text}`)}</w:p></w:${kind}>`,
    )
    .join("");
  return `${XML_DECL}<w:${root} ${W_ROOT_NS}>${separators}${notes}</w:${root}>`;
}

const NUMBERING_XML = `${XML_DECL}<w:numbering xmlns:w="${NS.w}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

/** The XML parts of a .docx for `spec`, by path. */
export function docxParts(spec: DocxSpec): Map<string, string> {
  const notes = new Notes();
  const body = spec.body.map((block) => blockXml(block, notes)).join("");
  const parts = new Map<string, string>();
  const overrides: Array<[string, string]> = [["/word/document.xml", `${MAIN_TYPE}.document.main+xml`]];
  const relationships: Array<[string, string]> = [];
  const sectionRefs: string[] = [];
  const addPart = (path: string, xml: string, type: string, relType: string) => {
    parts.set(`word/${path}`, xml);
    overrides.push([`/word/${path}`, type]);
    relationships.push([relType, path]);
    return `rId${relationships.length}`;
  };
  if (notes.footnotes.length > 0) {
    addPart("footnotes.xml", notesXml("footnote", notes.footnotes), `${MAIN_TYPE}.footnotes+xml`, "footnotes");
  }
  if (notes.endnotes.length > 0) {
    addPart("endnotes.xml", notesXml("endnote", notes.endnotes), `${MAIN_TYPE}.endnotes+xml`, "endnotes");
  }
  if (spec.body.some((block) => typeof block === "object" && "runs" in block && block.numbered)) {
    addPart("numbering.xml", NUMBERING_XML, `${MAIN_TYPE}.numbering+xml`, "numbering");
  }
  if (spec.header !== undefined) {
    const xml = `${XML_DECL}<w:hdr ${W_ROOT_NS}><w:p>${textRun(spec.header)}</w:p></w:hdr>`;
    const id = addPart("header1.xml", xml, `${MAIN_TYPE}.header+xml`, "header");
    sectionRefs.push(`<w:headerReference w:type="default" r:id="${id}"/>`);
  }
  if (spec.footer !== undefined) {
    const xml = `${XML_DECL}<w:ftr ${W_ROOT_NS}><w:p>${textRun(spec.footer)}</w:p></w:ftr>`;
    const id = addPart("footer1.xml", xml, `${MAIN_TYPE}.footer+xml`, "footer");
    sectionRefs.push(`<w:footerReference w:type="default" r:id="${id}"/>`);
  }
  const section = `<w:sectPr>${sectionRefs.join("")}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>`;
  parts.set("word/document.xml", `${XML_DECL}<w:document ${BODY_NS}><w:body>${body}${section}</w:body></w:document>`);
  parts.set(
    "word/_rels/document.xml.rels",
    `${XML_DECL}<Relationships xmlns="${NS.rel}">${relationships
      .map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/${type}" Target="${target}"/>`)
      .join("")}</Relationships>`,
  );
  const packageRels = [`<Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="word/document.xml"/>`];
  if (spec.declaredWords !== undefined) {
    parts.set(
      "docProps/app.xml",
      `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Pages>1</Pages><Words>${spec.declaredWords}</Words></Properties>`,
    );
    overrides.push(["/docProps/app.xml", "application/vnd.openxmlformats-officedocument.extended-properties+xml"]);
    packageRels.push(`<Relationship Id="rId2" Type="${REL_TYPE}/extended-properties" Target="docProps/app.xml"/>`);
  }
  parts.set("_rels/.rels", `${XML_DECL}<Relationships xmlns="${NS.rel}">${packageRels.join("")}</Relationships>`);
  parts.set(
    "[Content_Types].xml",
    `${XML_DECL}<Types xmlns="${NS.ct}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
      .map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`)
      .join("")}</Types>`,
  );
  return parts;
}

/** A .docx for `spec`. */
export function writeDocx(spec: DocxSpec): Promise<Uint8Array> {
  const parts = docxParts(spec);
  // [Content_Types].xml first, as Word writes it.
  const ordered = new Map([["[Content_Types].xml", parts.get("[Content_Types].xml") ?? ""], ...parts]);
  return writeZip(ordered);
}

/** Any ZIP: entries by path, deflated. Used for documents and for the not-a-document cases. */
export function writeZip(entries: Map<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  const mtime = new Date("2026-01-01T00:00:00Z");
  for (const [path, content] of entries) {
    zip.addBuffer(typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content), path, { mtime });
  }
  zip.end();
  return collect(zip.outputStream);
}

async function collect(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
