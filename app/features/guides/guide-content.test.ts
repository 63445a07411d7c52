import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { guideDataFiles, loadGuides } from "./guide-content.server";
import { guideCountries, guideModePaths, isGuideCountry, publishableGuides, publishedGuides } from "./guides.server";

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
    const guides = loadGuides(publishedGuides);
    for (const code of publishedGuides) expect(Object.keys(guides[code] ?? {}), code).toEqual([...locales]);
  });

  it("write each home country's education system once: every comparison names it", () => {
    for (const country of publishedGuides) {
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

/** The content of one guide filed under another country's folder (a stand-in for a guide written later). */
function withGuideAs(from: string, to: string, code: string, files = guideDataFiles): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...files };
  for (const name of ["facts", ...locales]) {
    const data = structuredClone(files[`./content/${from}/${name}.json`]) as Record<string, unknown>;
    if (name !== "facts") data.Code = code;
    copy[`./content/${to}/${name}.json`] = data;
  }
  return copy;
}

describe("publishing guides", () => {
  it("publishes the USA, UK and Canada guides, and each country whose facts.json exists", () => {
    expect(publishedGuides.slice(0, 3)).toEqual(["usa", "uk", "ca"]);
    for (const code of guideCountries) {
      expect(isGuideCountry(code), code).toBe(guideDataFiles[`./content/${code}/facts.json`] !== undefined);
    }
    expect(isGuideCountry("nl_ie")).toBe(false);
    expect(isGuideCountry("xx")).toBe(false);
    expect(isGuideCountry(undefined)).toBe(false);
  });

  it("gives each published guide one address per admission mode (sitemap), the first without ?mode", () => {
    expect(guideModePaths("usa")).toEqual(["/study/usa", "/study/usa?mode=2", "/study/usa?mode=3"]);
    expect(guideModePaths("uk")).toEqual(["/study/uk", "/study/uk?mode=2"]);
    for (const code of publishedGuides) expect(guideModePaths(code)[0]).toBe(`/study/${code}`);
  });

  it("a guide's content files once added publish it, in menu order, and it loads in every locale", () => {
    const withoutIreland = Object.fromEntries(
      Object.entries(guideDataFiles).filter(([path]) => !path.startsWith("./content/ie/")),
    );
    expect(publishableGuides(withoutIreland)).not.toContain("ie");
    const files = withGuideAs("uk", "ie", "IE", withoutIreland);
    const published = publishableGuides(files);
    expect(published).toContain("ie");
    expect(published.indexOf("ie")).toBeGreaterThan(published.indexOf("ca"));
    const ireland = loadGuides(["ie"], files).ie;
    expect(Object.keys(ireland ?? {})).toEqual([...locales]);
    expect(ireland?.en.Code).toBe("IE");
  });

  it("a guide with facts.json but a missing locale file stops the loader with the file named", () => {
    const files = withGuideAs("ca", "nl", "NL", guideDataFiles);
    delete files["./content/nl/th.json"];
    expect(publishableGuides(files)).toContain("nl");
    expect(() => loadGuides(["nl"], files)).toThrow("guides: missing content/nl/th.json");
  });
});
