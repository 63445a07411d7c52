import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { selfChangeProblem } from "./staff.server";
import { newStaffSchema, staffUpdateSchema } from "./staff-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const offices = ["taipei", "vietnam"];
const valid = {
  name: " Mei Lin ",
  email: "mei@agency.tw",
  password: "  a long passphrase  ",
  role: "consultant",
  office: "taipei",
  ui_locale: "en",
};

describe("staff forms", () => {
  it("accepts a consultant with an office, keeps the password as typed and never echoes it", () => {
    const parsed = parseForm(newStaffSchema(offices), form(valid), ["password"]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ name: "Mei Lin", password: "  a long passphrase  ", ui_locale: "en" });
    expect(parsed.values.password).toBeUndefined();
  });
  it("names each problem by field", () => {
    const parsed = parseForm(
      newStaffSchema(offices),
      form({ ...valid, email: "nope", password: "short", role: "boss" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.email?.key).toBe("admin.form.invalidEmail");
    expect(parsed.errors.password?.key).toBe("admin.password.tooShort");
    expect(parsed.errors.role?.key).toBe("admin.form.required");
  });
  it("wants an office for a consultant, a known one for anybody, and a password other than the email", () => {
    const noOffice = parseForm(newStaffSchema(offices), form({ ...valid, office: "" }));
    expect(!noOffice.ok && noOffice.errors.office?.key).toBe("admin.staff.officeRequired");
    const unknown = parseForm(staffUpdateSchema(offices), form({ name: "A", role: "editor", office: "paris" }));
    expect(!unknown.ok && unknown.errors.office?.key).toBe("admin.form.required");
    const same = parseForm(newStaffSchema(offices), form({ ...valid, password: "MEI@agency.tw" }));
    expect(!same.ok && same.errors.password?.key).toBe("admin.password.sameAsEmail");
    const editor = parseForm(staffUpdateSchema(offices), form({ name: "A", role: "editor", office: "", active: "1" }));
    expect(editor.ok && editor.value).toMatchObject({ role: "editor", active: true, unlock: false });
  });
  it("keeps an admin from demoting or deactivating themselves, not others", () => {
    expect(selfChangeProblem(1, 1, { role: "editor", active: true })).toBe("admin.staff.selfDemote");
    expect(selfChangeProblem(1, 1, { role: "admin", active: false })).toBe("admin.staff.selfDemote");
    expect(selfChangeProblem(1, 1, { role: "admin", active: true })).toBeUndefined();
    expect(selfChangeProblem(1, 2, { role: "editor", active: false })).toBeUndefined();
  });
});
