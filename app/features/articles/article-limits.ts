/** Field limits of the article form, shared by the browser's hints and the server's check. */
export const ARTICLE_LIMITS = { title: 200, slug: 120, abstract: 1000, body: 200_000, tags: 20, tag: 50, image: 500 };
