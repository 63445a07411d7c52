import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media";

describe("mediaUrl", () => {
  it("prefixes relative media paths with the media host", () => {
    expect(mediaUrl("uploads/2026/cover.jpg", "https://dash.example.com/")).toBe(
      "https://dash.example.com/uploads/2026/cover.jpg",
    );
    expect(mediaUrl("./a.png", "https://dash.example.com")).toBe("https://dash.example.com/a.png");
    expect(mediaUrl("uploads/x.png", undefined)).toBe("/media/uploads/x.png");
  });

  it("lets absolute URLs and site paths pass through", () => {
    expect(mediaUrl("https://cdn.example.com/x.png", "https://dash.example.com")).toBe("https://cdn.example.com/x.png");
    expect(mediaUrl("/images/articles/visa.svg", "https://dash.example.com")).toBe("/images/articles/visa.svg");
  });
});
