import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter } from "~/.server/http/rate-limit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { writeDocx } from "../../../tests/support/documents/write-docx";
import { emptySelection, type Selection } from "./selection.server";
import { parseUnits } from "./selection-form";
import { applySelectionForm, loadSelectionPage, preselectedService } from "./selection-page.server";

let test: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-selection-"));
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const fixture = (name: string) => new URL(`../../../tests/fixtures/documents/${name}`, import.meta.url);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const docx = async (n: number, name = "draft.docx") =>
  new File([Buffer.from(await writeDocx({ body: [words(n)] }))], name);

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const post = (fields: Record<string, string | File>, selection: Selection = emptySelection(), locale = "en" as const) =>
  applySelectionForm(test.db, {
    locale,
    config: { DATA_DIR: dataDir, UPLOAD_TEMP_MAX_MB: 500 },
    selection,
    form: form(fields),
  });

async function added(fields: Record<string, string | File>, selection: Selection = emptySelection()) {
  const result = await post(fields, selection);
  if (!result.ok) throw new Error(`not added: ${JSON.stringify(result.state)}`);
  return result.selection;
}

describe("adding a service keeps every choice after an error (no JavaScript)", () => {
  it("hands back service, method, topic, words and urgency when the word count is over the priced range", async () => {
    const result = await post({
      service: "resume-cv",
      method: "interview_writing",
      topic: "Data analyst CV",
      units: "99,999",
      rush: "on",
    });
    expect(result).toMatchObject({
      ok: false,
      state: {
        overRange: true,
        values: {
          service: "resume-cv",
          method: "interview_writing",
          topic: "Data analyst CV",
          units: "99,999",
          rush: true,
        },
      },
    });
  });

  it("hands back the choices when the document is missing", async () => {
    const result = await post({ service: "essay", method: "proofreading", topic: "Why Canada", rush: "on" });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      state: {
        error: "service.error.file",
        field: "file",
        values: { service: "essay", method: "proofreading", topic: "Why Canada", rush: true, upload: null },
      },
    });
  });

  it("keeps a counted document when something else was wrong, and uses it on the next post", async () => {
    const first = await added({ service: "essay", method: "proofreading", file: await docx(300) });
    // The same service again: refused, but the new document is counted and kept.
    const refused = await post(
      { service: "essay", method: "review_revision", file: await docx(450, "sop.docx") },
      first,
    );
    if (refused.ok || !("error" in refused.state)) throw new Error("expected a refusal");
    expect(refused.state.error).toBe("service.error.duplicate");
    const kept = refused.state.values.upload;
    expect(kept).toMatchObject({ name: "sop.docx", words: 450 });
    // The visitor switches to the service they meant; the kept document comes with the form.
    const next = await added({ service: "sop-ps", method: "review_revision", kept_upload_id: kept?.id ?? "" }, first);
    expect(next.items.map((i) => [i.service, i.method, i.uploadId])).toEqual([
      ["essay", "proofreading", first.items[0]?.uploadId],
      ["sop-ps", "review_revision", kept?.id],
    ]);
  });

  it("prefers a newly chosen document over a kept one", async () => {
    const refused = await post({ service: "nope", file: await docx(120) });
    if (refused.ok) throw new Error("expected a refusal");
    const keptId = refused.state.values.upload?.id ?? "";
    const next = await added({
      service: "rl",
      method: "proofreading",
      kept_upload_id: keptId,
      file: await docx(200, "rl.docx"),
    });
    const uploadId = next.items[0]?.uploadId ?? "";
    expect(uploadId).not.toBe(keptId);
    const row = await test.db.selectFrom("uploads").select("words").where("id", "=", uploadId).executeTakeFirst();
    expect(row?.words).toBe(200);
  });

  it("ignores a kept upload id that is not one", async () => {
    const result = await post({ service: "rl", method: "proofreading", kept_upload_id: "../../etc/passwd" });
    expect(result).toMatchObject({ ok: false, state: { error: "service.error.file" } });
  });
});

describe("uploads from the page", () => {
  it("count against the address's upload limit: over it, a 429 that keeps the choices", async () => {
    await test.db.deleteFrom("rate_limits").execute();
    const limit = new RateLimiter(test.db, "upload", 1);
    const uploadLimit = { take: () => limit.take("198.51.100.7"), retryAfter: () => limit.retryAfter("198.51.100.7") };
    const send = async (name: string) =>
      applySelectionForm(test.db, {
        locale: "en",
        config: { DATA_DIR: dataDir, UPLOAD_TEMP_MAX_MB: 500 },
        selection: emptySelection(),
        form: form({ service: "essay", method: "proofreading", file: await docx(100, name) }),
        uploadLimit,
      });
    expect((await send("one.docx")).ok).toBe(true);
    const refused = await send("two.docx");
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      state: { error: "error.rateLimited", field: "file", values: { service: "essay", method: "proofreading" } },
    });
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(0);
    const names = await test.db.selectFrom("uploads").select("original_name").execute();
    expect(names.map((n) => n.original_name)).toContain("one.docx");
    expect(names.map((n) => n.original_name)).not.toContain("two.docx");
  });

  it("are refused with a 503 and Retry-After past the temporary-upload cap", async () => {
    const result = await applySelectionForm(test.db, {
      locale: "en",
      // About 1 KB: less than one Word file.
      config: { DATA_DIR: dataDir, UPLOAD_TEMP_MAX_MB: 0.001 },
      selection: emptySelection(),
      form: form({ service: "essay", method: "proofreading", file: await docx(100, "full.docx") }),
    });
    expect(result).toMatchObject({
      ok: false,
      status: 503,
      state: { error: "upload.error.storageFull", field: "file" },
    });
    expect(!result.ok && result.retryAfter).toBeGreaterThanOrEqual(60);
  });
});

describe("documents other than Word files", () => {
  it("counts pasted text (no file) as the document, kept as a .txt file for the editor", async () => {
    // Tôi muốn học thạc sĩ = 5, 留學計畫 = 4: 9 words
    const text = "Tôi muốn học thạc sĩ\r\n留學計畫";
    const selection = await added({ service: "sop-ps", method: "review_revision", text });
    const uploadId = selection.items[0]?.uploadId ?? "";
    const row = await test.db.selectFrom("uploads").selectAll().where("id", "=", uploadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "txt", words: 9, original_name: "pasted-text.txt" });
    expect(readFileSync(join(dataDir, "uploads", row.stored_name), "utf8")).toBe("Tôi muốn học thạc sĩ\n留學計畫");
  });

  it("refuses a scanned PDF with the message that says why and what to send, and keeps pasted text after an error", async () => {
    const scanned = new File([readFileSync(fixture("scanned.pdf"))], "scan.pdf");
    const refused = await post({ service: "sop-ps", method: "review_revision", file: scanned, text: "" });
    expect(refused).toMatchObject({ ok: false, status: 415, state: { error: "upload.error.scanned", field: "file" } });
    // Text of only punctuation has no words: refused, and handed back to be corrected.
    const empty = await post({ service: "sop-ps", method: "review_revision", text: "… — !!" });
    expect(empty).toMatchObject({ ok: false, state: { error: "upload.error.noWords", field: "file" } });
  });

  it("prices a PDF with a text layer as the .docx of the same text", async () => {
    const add = (name: string) =>
      added({ service: "sop-ps", method: "review_revision", file: new File([readFileSync(fixture(name))], name) });
    const ids = [
      (await add("plain-en.pdf")).items[0]?.uploadId ?? "",
      (await add("plain-en.docx")).items[0]?.uploadId ?? "",
    ];
    const uploads = await test.db
      .selectFrom("uploads")
      .select(["kind", "words"])
      .where("id", "in", ids)
      .orderBy("kind")
      .execute();
    expect(uploads).toEqual([
      { kind: "docx", words: 42 },
      { kind: "pdf", words: 42 },
    ]);
  });
});

describe("cart intents", () => {
  it("removes an item, switches its urgency and changes the currency", async () => {
    const selection = await added({ service: "application", units: "3" });
    const id = selection.items[0]?.id ?? "";
    const rushed = await post({ intent: "rush", item: id, rush: "on" }, selection);
    // Urgency is for document editing only: the flag is kept, the price ignores it.
    expect(rushed.ok && rushed.selection.items[0]?.rush).toBe(true);
    const usd = await post({ intent: "currency", currency: "USD" }, selection);
    expect(usd.ok && usd.selection.currency).toBe("USD");
    const bogus = await post({ intent: "currency", currency: "EUR" }, selection);
    expect(bogus.ok && bogus.selection.currency).toBe("PHP");
    const removed = await post({ intent: "remove", item: id }, selection);
    expect(removed.ok && removed.selection.items).toEqual([]);
  });
});

describe("the service the add form starts with", () => {
  const offered = ["sop-ps", "essay", "rl", "resume-cv"];
  const cart = (...services: string[]): Selection => ({
    currency: null,
    items: services.map((service, i) => ({
      id: `i${i}`,
      service,
      method: "",
      topic: "",
      units: 1,
      uploadId: null,
      rush: false,
    })),
  });

  it("is the one in the URL, or the first one not in the cart yet", () => {
    expect(preselectedService(offered, cart(), "rl")).toBe("rl");
    expect(preselectedService(offered, cart("rl"), "rl")).toBe("sop-ps");
    expect(preselectedService(offered, cart("sop-ps", "essay"))).toBe("rl");
    expect(preselectedService(offered, cart(...offered))).toBe("sop-ps");
  });

  it("comes from the page loader, which answers undefined for an unknown service", async () => {
    const page = await loadSelectionPage(test.db, "en", cart("sop-ps"), "refine");
    expect(page?.preselected).toBe("essay");
    expect(page?.services.every((s) => s.group === "editing")).toBe(true);
    expect(await loadSelectionPage(test.db, "en", cart(), "no-such-service")).toBeUndefined();
  });
});

describe("typed quantities", () => {
  it.each([
    ["1,200", 1200],
    ["1 200", 1200],
    ["450", 450],
    ["", null],
    ["0", null],
    ["-3", null],
    ["abc", null],
  ])("%s is %s", (value, expected) => {
    expect(parseUnits(value)).toBe(expected);
  });
});
