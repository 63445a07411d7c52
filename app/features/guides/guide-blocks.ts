import type { CheckedFacts, CountryGuide, StepItem } from "./guide-types";

/** One block of a guide that can carry `facts`, with the text it shows (comparison tables left out). */
export interface GuideBlock {
  /** Where the block is, e.g. "desc", "mode2.school3", "mode1.educationSystem", "process.step4". */
  block: string;
  text: string;
  facts: CheckedFacts | undefined;
}

export const stepItemText = (item: StepItem): string => (typeof item === "string" ? item : item.Text);

/** Every block of one guide in one locale, in page order. */
export function guideBlocks(guide: CountryGuide): GuideBlock[] {
  const blocks: GuideBlock[] = [{ block: "desc", text: guide.Desc, facts: guide.facts }];
  for (const mode of guide.AdmissionMode) {
    const at = `mode${mode.Enrollment}`;
    const intro = mode.Introduction;
    blocks.push({ block: `${at}.introduction`, text: `${intro.Title}\n${intro.Desc}`, facts: intro.facts });
    for (const school of intro.Schools) {
      blocks.push({ block: `${at}.school${school.ID}`, text: `${school.Title}\n${school.Desc}`, facts: school.facts });
    }
    if (mode.SuitableFor) {
      const suitable = mode.SuitableFor;
      blocks.push({
        block: `${at}.suitableFor`,
        text: suitable.List.map((item) => item.Item).join("\n"),
        facts: suitable.facts,
      });
    }
    const system = mode.EducationSystem;
    blocks.push({
      block: `${at}.educationSystem`,
      text: [system.Desc, system.Tips ?? ""].join("\n"),
      facts: system.facts,
    });
  }
  const process = guide.Process;
  blocks.push({ block: "process", text: process.Desc, facts: process.facts });
  for (const step of process.List) {
    blocks.push({
      block: `process.step${step.ID}`,
      text: [step.Title, ...step.List.map(stepItemText)].join("\n"),
      facts: step.facts,
    });
  }
  return blocks;
}
