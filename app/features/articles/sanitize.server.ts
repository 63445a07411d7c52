import sanitizeHtml from "sanitize-html";

/**
 * Article bodies are HTML from editors: only structural tags survive; no scripts, no event
 * handlers, no styles, links only to http(s), mailto or site paths, images only from this site. Applied when an
 * article is stored and again when it is shown.
 */
const sitePath = /^\/(?:media|images)\/[\w./-]+(?:\s+\d+[wx])?$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "img",
  ],
  // rel/target are only ever set by transformTags below, which runs before the attribute filter.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Images only from this site (uploaded media, bundled images): the public CSP allows no other.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    img: (tagName, attribs) => {
      const { src = "", srcset = "", ...rest } = attribs;
      const candidates = srcset
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean);
      return {
        tagName,
        attribs: {
          ...rest,
          ...(sitePath.test(src) ? { src } : {}),
          ...(candidates.length && candidates.every((c) => sitePath.test(c)) ? { srcset } : {}),
          loading: "lazy",
        },
      };
    },
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of an HTML fragment, for search indexing and descriptions. */
export function htmlToText(html: string): string {
  // A space at every tag boundary keeps words of adjacent blocks apart.
  return sanitizeHtml(html.replace(/</g, " <"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
