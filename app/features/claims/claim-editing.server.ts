import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type Parsed, parseForm, withErrors } from "~/lib/form";
import { type Localized, locales } from "~/lib/locales";
import { claimSchema } from "./claim-form";
import type { ClaimFormat } from "./claim-format";

export interface ClaimInput {
  format: ClaimFormat;
  amount: number | null;
  value: string;
  atLeast: boolean;
  basisYear: number | null;
  isActive: boolean;
  label: Localized;
  basis: Localized;
}

export interface AdminClaim extends ClaimInput {
  id: number;
  key: string;
  sort: number;
}

const readLocalized = (json: string): Localized => {
  const parsed = JSON.parse(json) as Partial<Localized>;
  return Object.fromEntries(locales.map((l) => [l, parsed[l] ?? ""])) as Localized;
};

/** Every key figure, shown or not, in the order of the band. */
export async function listClaimsForAdmin(db: Db): Promise<AdminClaim[]> {
  const rows = await db.selectFrom("customizes").selectAll().orderBy("sort").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    sort: r.sort,
    format: (r.amount === null ? "text" : r.format) as ClaimFormat,
    amount: r.amount,
    value: r.value,
    atLeast: r.at_least === 1,
    basisYear: r.basis_year,
    isActive: r.is_active === 1,
    label: readLocalized(r.label),
    basis: readLocalized(r.basis),
  }));
}

/** Reads the form: a number for percent, count and year (whole, a percent at most 100), a text otherwise. */
export function parseClaimForm(form: FormData): Parsed<ClaimInput> {
  const parsed = parseForm(claimSchema, form);
  const format = parsed.values.format;
  const amount = parsed.ok ? parsed.value.amount : null;
  const numeric = format === "percent" || format === "count" || format === "year";
  const checked = withErrors(parsed, {
    amount:
      numeric && (amount === null || !Number.isInteger(amount) || (format === "percent" && amount > 100))
        ? { key: "admin.claims.badAmount" }
        : undefined,
    value: format === "text" && !parsed.values.value?.trim() ? { key: "admin.form.required" } : undefined,
  });
  if (!checked.ok) return checked;
  const v = checked.value as Record<string, unknown> & typeof checked.value;
  const localized = (name: string) =>
    Object.fromEntries(locales.map((l) => [l, String(v[`${name}_${l}`] ?? "")])) as Localized;
  return {
    ok: true,
    values: checked.values,
    value: {
      format: v.format,
      amount: numeric ? v.amount : null,
      value: v.value,
      atLeast: v.at_least,
      basisYear: v.basis_year,
      isActive: v.is_active,
      label: localized("label"),
      basis: localized("basis"),
    },
  };
}

/** Saves one figure with an audit line (before and after); false when it is gone. */
export async function updateClaim(db: Db, actor: Actor, id: number, input: ClaimInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("customizes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable("customizes")
      .set({
        format: input.format,
        amount: input.amount,
        value: input.format === "text" ? input.value : before.value,
        at_least: input.atLeast ? 1 : 0,
        basis_year: input.basisYear,
        is_active: input.isActive ? 1 : 0,
        label: JSON.stringify(input.label),
        basis: JSON.stringify(input.basis),
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, "update", "key_figure", id, {
      key: before.key,
      before: { amount: before.amount, value: before.value, basis_year: before.basis_year },
      after: { amount: input.amount, value: input.value, basis_year: input.basisYear },
    });
    return true;
  });
}
