import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { CsrfField, Field, Notice, PageHead, useOfficeName } from "~/features/admin/admin-ui";
import { leadOffice } from "~/features/leads/leads.server";
import { ALL_ROLES, requireStaff, safeNext } from "~/features/staff/guard.server";
import { clearPendingCookie, type PendingFile, takePendingPost } from "~/features/staff/pending-posts.server";
import { type FieldLabel, resumeLabel } from "~/features/staff/resume-labels";
import { officeTimeZone } from "~/features/tracking/time";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/resume";

/** Fields that hold a staff member's id (shown by name) */
const staffFields = new Set(["assigned_to", "editor"]);

/**
 * `/admin/resume`: after sign-in, the change this browser posted once the session had ended, ready
 * to be sent again with this session's CSRF token (nothing is sent without the staff's click).
 * Each field reads with the label of the form it came from. Files are not kept: the page names
 * those that were sent and asks for them again in the same form. Without a kept change, the page
 * asked for (`?next=`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ALL_ROLES);
  const app = args.context.get(appContext);
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  const pending = await takePendingPost(app.db, args.request.headers.get("cookie"), session.user.id);
  const headers = { "Cache-Control": "no-store", "Set-Cookie": clearPendingCookie(app.origin.startsWith("https:")) };
  // Only a form of the back office is offered again (the path was a document path when kept).
  if (!pending || safeNext(pending.path) !== pending.path) throw redirect(next, { headers });
  const intent = pending.fields.find(([name]) => name === "intent")?.[1] ?? "";
  // What the labels name: the office's time zone of an appointment, staff by name rather than id.
  const lead = /^\/admin\/(bookings|orders)\/(\d+)$/.exec(pending.path);
  const office = lead
    ? await leadOffice(app.db, lead[1] === "orders" ? "order" : "consultation", Number(lead[2]))
    : undefined;
  // A school's tuition is labelled in its currency.
  const school = /^\/admin\/schools\/(\d+)$/.exec(pending.path);
  const currency = school
    ? (await app.db.selectFrom("schools").select("currency").where("id", "=", Number(school[1])).executeTakeFirst())
        ?.currency
    : undefined;
  const ids = pending.fields
    .filter(([name, value]) => staffFields.has(name) && /^\d{1,9}$/.test(value))
    .map(([, value]) => Number(value));
  const staff = ids.length
    ? await app.db.selectFrom("staff_users").select(["id", "name"]).where("id", "in", ids).execute()
    : [];
  const labelled = pending.fields.map(([name, value]) => {
    const staffName = staffFields.has(name) ? staff.find((s) => String(s.id) === value)?.name : undefined;
    return { name, value, staffName, label: resumeLabel(pending.path, intent, name) ?? null };
  });
  const files = groupFiles(pending.files).map((group) => ({
    ...group,
    label: resumeLabel(pending.path, intent, group.field) ?? null,
  }));
  return data(
    { next, path: pending.path, fields: pending.fields, labelled, files, zone: officeTimeZone(office), currency },
    { headers },
  );
}

/** The files sent, by field (a field may have had several) */
function groupFiles(files: PendingFile[]) {
  const fields = [...new Set(files.map((f) => f.field))];
  return fields.map((field) => ({ field, files: files.filter((f) => f.field === field) }));
}

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

export default function Resume({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const officeName = useOfficeName();
  const { path, fields, labelled, files, next, zone, currency } = loaderData;
  const labelText = (label: FieldLabel | null, name: string) => {
    if (!label) return name;
    const text = t(label.key, { zone, currency, ...label.values });
    return label.locale ? `${text} (${t(`admin.locale.${label.locale}`)})` : text;
  };
  const valueText = (label: FieldLabel | null, name: string, value: string, staffName?: string) => {
    if (label?.secret) return "••••••••";
    if (staffName) return staffName;
    if (name === "office") return officeName(value);
    if (!label?.choice) return value;
    const key = label.choice.replace("{value}", value);
    const text = t(key);
    return text === key ? value : text;
  };
  const shown = labelled.filter(({ name, value }) => value.trim() !== "" && name !== "intent" && name !== "id");
  return (
    <>
      <PageHead title={t("admin.resume.title")} intro={t("admin.resume.text")} />
      <form
        method="post"
        action={path}
        className="admin-card admin-form"
        encType={files.length > 0 ? "multipart/form-data" : undefined}
      >
        <CsrfField />
        {fields.map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a form may repeat a name; the order is the key
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <p>{t("admin.resume.page", { path })}</p>
        {shown.length > 0 && (
          <dl className="admin-dl">
            {shown.map(({ name, value, label, staffName }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <div key={i}>
                <dt>{labelText(label, name)}</dt>
                <dd className="admin-pre">{valueText(label, name, value, staffName)}</dd>
              </div>
            ))}
          </dl>
        )}
        {files.length > 0 && (
          <>
            <Notice kind="error">{t("admin.resume.files")}</Notice>
            {files.map((group, i) => (
              <Field
                key={group.field}
                id={`resume-file-${i}`}
                label={labelText(group.label, group.field)}
                hint={t("admin.resume.filesSent", {
                  files: group.files
                    .map((f) => t("admin.resume.file", { name: f.name, size: formatNumber(kilobytes(f.size)) }))
                    .join(", "),
                })}
              >
                {(props) => (
                  <input {...props} type="file" name={group.field} multiple={group.files.length > 1} required />
                )}
              </Field>
            ))}
          </>
        )}
        <p className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.resume.send")}
          </button>{" "}
          <a href={next}>{t("admin.resume.discard")}</a>
        </p>
      </form>
    </>
  );
}
