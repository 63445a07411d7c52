/**
 * The country guides' content, read from data files (`content/`):
 *
 * - `content/<country>/<locale>.json`: one guide in one language. A grade comparison names the
 *   education system of each side (`{ "system": "TW", "rows": ["academy", "junior", …] }`) instead
 *   of repeating its levels; a pathway row only one side has stands inline (`{ "Diff": true, … }`).
 *   A block that states a regulated figure names its check (`"facts": "opt"`).
 * - `content/<country>/facts.json`: those checks (date and official sources).
 * - `content/systems/<locale>.json`: every education system, home countries' and destinations',
 *   written once per language and shared by every guide. Row shading alternates by position and
 *   is not stored.
 *
 * The files are checked against the schemas below when the server starts: a typo in a level name
 * or a missing field stops it with the file and the path of the mistake.
 */
import { z } from "zod";
import { type Locale, locales } from "~/lib/locales";
import type { GuideCountry } from "~/lib/paths";
import type { CheckedFacts, Compares, CountryGuide, DiffRow, GuideSet, LevelRow } from "./guide-types";

const text = z.string().min(1);
const factsKey = z.string().optional();
const compareCode = z.enum(["USA", "UK", "CA", "AU", "NL", "IE", "TW", "CN", "VN", "PH", "TH"]);
const levelSymbol = z.enum([
  "senior",
  "college",
  "graduate",
  "junior",
  "gcse",
  "academy",
  "bachelor",
  "specialties",
  "technical",
  "Postgraduate",
]);

const levelRow = z.strictObject({
  ClassName: text,
  ClassNameEn: z.string().nullable(),
  Symbol: levelSymbol,
  Items: z.array(z.strictObject({ Title: z.string(), TitleEn: z.string() })),
});
const diffRow = z.strictObject({
  Diff: z.literal(true),
  ClassName: text,
  ClassNameEn: z.string().nullable(),
  Desc: text,
});
const systemFile = z.record(
  z.string(),
  z.strictObject({ Code: compareCode, Country: text, levels: z.record(z.string(), levelRow) }),
);

const compareSide = z.strictObject({ system: text, rows: z.array(z.union([text, diffRow])).min(1) });
const stepItem = z.union([
  text,
  z.strictObject({ Modes: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).min(1), Text: text }),
]);
const processStep = z.strictObject({
  ID: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  Icon: text,
  Title: text,
  List: z.array(stepItem),
  facts: factsKey,
});
const guideFile = z.strictObject({
  tableID: z.number().int(),
  ID: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  Code: z.enum(["USA", "UK", "CA", "AU", "NL", "IE"]),
  Name: text,
  NameEn: text,
  Desc: text,
  facts: factsKey,
  AdmissionMode: z.array(
    z.strictObject({
      Enrollment: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      Name: text,
      Introduction: z.strictObject({
        Title: text,
        TitleEn: text,
        Desc: text,
        facts: factsKey,
        Schools: z.array(
          z.strictObject({ ID: z.number().int(), Title: text, TitleEn: text, Desc: text, Img: text, facts: factsKey }),
        ),
      }),
      SuitableFor: z
        .strictObject({
          Title: text,
          TitleEn: text,
          facts: factsKey,
          List: z.array(z.strictObject({ ID: z.number().int(), Item: text })),
        })
        .nullable(),
      EducationSystem: z.strictObject({
        Title: text,
        TitleEn: text,
        Style: z.enum(["default", "normal"]),
        Desc: text,
        Tips: z.string().nullable(),
        facts: factsKey,
        Education: z.array(
          z.strictObject({
            Title: text,
            Type: z.enum(["university", "skill"]),
            ShowTitle: z.boolean(),
            Compares: z.tuple([compareSide, compareSide]),
          }),
        ),
      }),
    }),
  ),
  Process: z.strictObject({
    Title: text,
    TitleEn: text,
    Desc: text,
    facts: factsKey,
    List: z.tuple([processStep, processStep, processStep, processStep, processStep]),
  }),
});
const factsFile = z.strictObject({
  sources: z.record(z.string(), z.strictObject({ name: text, url: z.url() })),
  checks: z.record(z.string(), z.strictObject({ checkedOn: z.iso.date(), sources: z.array(z.string()).min(1) })),
});

type SystemFile = z.infer<typeof systemFile>;
type GuideFile = z.infer<typeof guideFile>;

/** Parses one data file, naming the file and the place of the first mistake. */
function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`guides: ${file}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  return result.data;
}

/** A comparison side with its levels taken from the named system; shading alternates, pathway rows aside. */
function resolveSide(side: z.infer<typeof compareSide>, systems: SystemFile, where: string): Compares {
  const system = systems[side.system];
  if (!system) throw new Error(`guides: ${where}: no education system "${side.system}"`);
  let position = 0;
  const List = side.rows.map((row): LevelRow | DiffRow => {
    if (typeof row !== "string") return row;
    const level = system.levels[row];
    if (!level) throw new Error(`guides: ${where}: system "${side.system}" has no level "${row}"`);
    return { ...level, Style: position++ % 2 === 0 ? "dark" : "light" };
  });
  return { Country: system.Country, Code: system.Code, List };
}

function resolveGuide(
  file: GuideFile,
  systems: SystemFile,
  checks: Record<string, CheckedFacts>,
  where: string,
): CountryGuide {
  /** The block with its check's date and sources in place of the check's name. */
  const withFacts = <T extends { facts?: string }>(
    block: T,
    at: string,
  ): Omit<T, "facts"> & { facts?: CheckedFacts } => {
    const { facts: key, ...rest } = block;
    if (key === undefined) return rest;
    const facts = checks[key];
    if (!facts) throw new Error(`guides: ${where}: ${at}: no check "${key}" in facts.json`);
    return { ...rest, facts };
  };
  const steps = file.Process.List.map((step) => withFacts(step, `step ${step.ID}`));
  return {
    ...withFacts(file, "desc"),
    AdmissionMode: file.AdmissionMode.map((mode, m) => ({
      ...mode,
      Introduction: {
        ...withFacts(mode.Introduction, `mode ${m}`),
        Schools: mode.Introduction.Schools.map((school) => withFacts(school, `mode ${m}`)),
      },
      SuitableFor: mode.SuitableFor && withFacts(mode.SuitableFor, `mode ${m}`),
      EducationSystem: {
        ...withFacts(mode.EducationSystem, `mode ${m}`),
        Education: mode.EducationSystem.Education.map((block, b) => ({
          ...block,
          Compares: [
            resolveSide(block.Compares[0], systems, `${where}: mode ${m} block ${b}`),
            resolveSide(block.Compares[1], systems, `${where}: mode ${m} block ${b}`),
          ],
        })),
      },
    })),
    Process: { ...withFacts(file.Process, "process"), List: steps as CountryGuide["Process"]["List"] },
  };
}

/** The content files by path (`./content/usa/tw.json`), as parsed JSON. */
export const guideDataFiles: Readonly<Record<string, unknown>> = import.meta.glob<unknown>("./content/**/*.json", {
  eager: true,
  import: "default",
});

/** Every guide in every locale, resolved and checked. */
export function loadGuides(
  countries: readonly GuideCountry[],
  files: Readonly<Record<string, unknown>> = guideDataFiles,
): Partial<Record<GuideCountry, GuideSet>> {
  const file = (path: string): unknown => {
    const data = files[`./content/${path}`];
    if (data === undefined) throw new Error(`guides: missing content/${path}`);
    return data;
  };
  const systems = Object.fromEntries(
    locales.map((locale) => [locale, parse(systemFile, file(`systems/${locale}.json`), `systems/${locale}.json`)]),
  ) as Record<Locale, SystemFile>;
  const sets: Partial<Record<GuideCountry, GuideSet>> = {};
  for (const country of countries) {
    const raw = parse(factsFile, file(`${country}/facts.json`), `${country}/facts.json`);
    const checks: Record<string, CheckedFacts> = {};
    for (const [key, check] of Object.entries(raw.checks)) {
      checks[key] = {
        checkedOn: check.checkedOn,
        sources: check.sources.map((source) => {
          const found = raw.sources[source];
          if (!found) throw new Error(`guides: ${country}/facts.json: check "${key}" names no source "${source}"`);
          return found;
        }),
      };
    }
    sets[country] = Object.fromEntries(
      locales.map((locale) => {
        const where = `${country}/${locale}.json`;
        return [locale, resolveGuide(parse(guideFile, file(where), where), systems[locale], checks, where)];
      }),
    ) as GuideSet;
  }
  return sets;
}
