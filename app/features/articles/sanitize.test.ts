import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeArticleHtml } from "./sanitize.server";

describe("sanitizeArticleHtml", () => {
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toBe("<p>Hi</p><a>x</a>");
  });

  it("keeps structure, tables and safe links, and marks external links", () => {
    const html =
      '<h2>Costs</h2><table><thead><tr><th scope="col">City</th></tr></thead><tbody><tr><td>London</td></tr></tbody></table><a href="/consultation">Book</a><a href="https://gov.uk">GOV.UK</a>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<th scope="col">City</th>');
    expect(clean).toContain('<a href="/consultation">Book</a>');
    expect(clean).toContain('<a href="https://gov.uk" rel="noopener noreferrer" target="_blank">GOV.UK</a>');
  });

  it("does not allow protocol-relative links", () => {
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
  });
});

describe("images in article bodies", () => {
  it("keeps uploaded images with their srcset and alt, lazily loaded", () => {
    const html =
      '<img src="/media/0123456789abcdef/960.webp" srcset="/media/0123456789abcdef/480.webp 480w, /media/0123456789abcdef/960.webp 960w" sizes="(max-width: 820px) 100vw, 820px" alt="Campus" onerror="x()">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<img sizes="(max-width: 820px) 100vw, 820px" alt="Campus" src="/media/0123456789abcdef/960.webp" srcset="/media/0123456789abcdef/480.webp 480w, /media/0123456789abcdef/960.webp 960w" loading="lazy" />',
    );
  });

  it("drops images from other sites and srcsets that point elsewhere", () => {
    expect(sanitizeArticleHtml('<p>a<img src="https://evil.example/x.png" alt="x">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeArticleHtml('<img src="//evil.example/x.png">')).toBe("");
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).toBe("");
    expect(sanitizeArticleHtml('<img src="/media/a/960.webp" srcset="https://evil.example/x.png 2x">')).toBe(
      '<img src="/media/a/960.webp" loading="lazy" />',
    );
  });
});

describe("htmlToText", () => {
  it("extracts readable text", () => {
    expect(htmlToText("<h2>A &amp; B</h2><p>one<br>two</p>")).toBe("A & B one two");
  });
});
