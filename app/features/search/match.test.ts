import { describe, expect, it } from "vitest";
import {
  buildCorpus,
  buildVocabulary,
  candidateTexts,
  corpusText,
  editDistance,
  matchTier,
  nameQuery,
  Tier,
  typoCorrections,
} from "./match.server";

const text = (names: string[], places: string[]) => `${names.join(" | ")} || ${places.join(" | ")}`;
const mit = text(["massachusetts institute of technology", "麻省理工學院", "mit"], ["cambridge", "massachusetts"]);
const rmit = text(["rmit university", "皇家墨爾本理工大學"], ["melbourne", "victoria"]);
const smith = text(["smith college"], ["northampton", "massachusetts"]);
const cambridge = text(["university of cambridge", "劍橋大學"], ["cambridge", "england"]);

describe("matchTier", () => {
  it("puts a whole name or alias before a word start before a match inside a word", () => {
    const query = nameQuery("mit");
    expect(matchTier(mit, query)).toBe(Tier.exact);
    expect(matchTier(smith, query)).toBe(Tier.inside);
    expect(matchTier(rmit, query)).toBe(Tier.inside);
    expect(matchTier(cambridge, query)).toBe(-1);
  });

  it("counts an exact match only for a name, not for a place", () => {
    expect(matchTier(mit, nameQuery("cambridge"))).toBe(Tier.wordStart);
    expect(matchTier(cambridge, nameQuery("university of cambridge"))).toBe(Tier.exact);
    expect(matchTier(cambridge, nameQuery("劍橋"))).toBe(Tier.wordStart);
    expect(matchTier(cambridge, nameQuery("橋大"))).toBe(Tier.inside);
  });

  it("matches every word in any order, and known words with a typo", () => {
    expect(matchTier(cambridge, nameQuery("cambridge university"))).toBe(Tier.words);
    expect(matchTier(cambridge, nameQuery("oxford university"))).toBe(-1);
    const vocabulary = buildVocabulary([mit, rmit, smith, cambridge]);
    expect(matchTier(mit, nameQuery("massachusets", vocabulary))).toBe(Tier.words);
    expect(matchTier(cambridge, nameQuery("cambrigde univercity", vocabulary))).toBe(Tier.words);
    expect(matchTier(smith, nameQuery("massachusets", vocabulary))).toBe(Tier.words);
  });
});

describe("typos", () => {
  it("measures edits, a swap of neighbours counting one, and stops past the limit", () => {
    expect(editDistance("harvad", "harvard", 1)).toBe(1);
    expect(editDistance("havrard", "harvard", 1)).toBe(1);
    expect(editDistance("harvard", "harvard", 1)).toBe(0);
    expect(editDistance("stanford", "stamford", 2)).toBe(1);
    expect(editDistance("yale", "duke", 1)).toBe(2);
    expect(editDistance("oxford", "cambridge", 2)).toBe(3);
  });

  it("corrects words of five letters or more, Latin only, that occur in no known word", () => {
    const vocabulary = buildVocabulary(["harvard university", "yale university", "boston college | bolton"]);
    expect(typoCorrections("harvad", vocabulary)).toEqual(["harvard"]);
    expect(typoCorrections("univercity", vocabulary)).toEqual(["university"]);
    // Known as typed: no guessing ("boston" is not "bolton").
    expect(typoCorrections("boston", vocabulary)).toEqual([]);
    expect(typoCorrections("harv", vocabulary)).toEqual([]);
    expect(typoCorrections("yael", vocabulary)).toEqual([]);
    expect(typoCorrections("哈佛大學", vocabulary)).toEqual([]);
  });
});

describe("candidateTexts", () => {
  it("keeps every text a query matches, found in one scan of all texts", () => {
    const texts = [mit, rmit, smith, cambridge];
    const corpus = buildCorpus(texts);
    expect(texts.map((_, i) => corpusText(corpus, i))).toEqual(texts);
    const vocabulary = buildVocabulary(texts);
    for (const needle of ["mit", "cambridge university", "massachusets", "zzz", "麻省", "university of cambridge"]) {
      const query = nameQuery(needle, vocabulary, texts);
      const candidates = candidateTexts(corpus, query);
      texts.forEach((text, i) => {
        if (matchTier(text, query) !== -1) expect(candidates[i], `${needle} in text ${i}`).toBe(1);
      });
    }
    expect([...candidateTexts(corpus, nameQuery("mit"))]).toEqual([1, 1, 1, 0]);
  });
});
