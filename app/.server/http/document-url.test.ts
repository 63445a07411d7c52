import { describe, expect, it } from "vitest";
import { documentHref } from "./document-url";

const href = (url: string) => documentHref(new Request(`http://127.0.0.1${url}`));

describe("documentHref", () => {
  it("names the page behind a data request, without React Router's markers", () => {
    expect(href("/admin/leads.data?status=new&_routes=routes%2Fadmin%2Fleads")).toBe("/admin/leads?status=new");
    expect(href("/admin/bookings/4.data?_routes=routes%2Fadmin%2Fbooking")).toBe("/admin/bookings/4");
    expect(href("/admin/rankings.data?index&saved=1")).toBe("/admin/rankings?saved=1");
    expect(href("/_root.data")).toBe("/");
  });
  it("leaves a document URL as it is", () => {
    expect(href("/admin/prices?service=essay&currency=TWD")).toBe("/admin/prices?service=essay&currency=TWD");
    expect(href("/admin")).toBe("/admin");
  });
});
