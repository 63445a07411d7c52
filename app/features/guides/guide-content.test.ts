import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { guideDataFiles, loadGuides } from "./guide-content.server";

const homeCode = { tw: "TW", cn: "CN", en: "PH", vi: "VN", th: "TH" } as const;
type Side = { system?: string; rows?: unknown[] };
type Block = { Type: string; Compares: [Side, Side] };
type RawGuide = { AdmissionMode: Array<{ EducationSystem: { Education: Block[] } }> };

/** The content files with one file changed by `edit`. */
function withEdit(path: string, edit: (guide: RawGuide) => void): Record<string, unknown> {
  const copy = structuredClone(guideDataFiles[path]) as RawGuide;
  edit(copy);
  return { ...guideDataFiles, [path]: copy };
}

describe("guide content files", () => {
  it("load and check for every guide and locale", () => {
    const guides = loadGuides(["usa", "uk", "ca"]);
    expect(Object.keys(guides.ca)).toEqual([...locales]);
  });

  it("write each home country's education system once: every comparison names it", () => {
    for (const country of ["usa", "uk", "ca"]) {
      for (const locale of locales) {
        const guide = guideDataFiles[`./content/${country}/${locale}.json`] as RawGuide;
        for (const mode of guide.AdmissionMode) {
          for (const block of mode.EducationSystem.Education) {
            const home = block.Compares[1];
            const expected = block.Type === "skill" ? `${homeCode[locale]}-skill` : homeCode[locale];
            expect(home.system, `${country}/${locale}`).toBe(expected);
          }
        }
      }
    }
  });

  it("stop with the file and the place of a mistake", () => {
    const misspelt = withEdit("./content/usa/tw.json", (guide) => {
      const side = guide.AdmissionMode[0]?.EducationSystem.Education[0]?.Compares[1];
      if (side?.rows) side.rows[0] = "acadmey";
    });
    expect(() => loadGuides(["usa"], misspelt)).toThrow(
      'usa/tw.json: mode 0 block 0: system "TW" has no level "acadmey"',
    );
    const missingField = withEdit("./content/uk/th.json", (guide) => {
      delete (guide as { Desc?: string } & RawGuide).Desc;
    });
    expect(() => loadGuides(["uk"], missingField)).toThrow("uk/th.json: Desc");
  });
});
