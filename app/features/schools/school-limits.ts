/** What the back office accepts for a school (shared by the form and the server check). */
export const schoolTypes = ["university", "liberal_arts", "community_college", "college", "pathway"] as const;
/** The school's own country, ISO 3166 codes (the URL country is its own code: nl for NL, ie for IE). */
export const schoolNations = ["US", "GB", "CA", "AU", "NL", "IE"] as const;
export const schoolLimits = { name: 200, city: 100, website: 300, intro: 4000 } as const;
