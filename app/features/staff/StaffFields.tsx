import { staffRoles } from "~/features/admin/admin-locale";
import { Field } from "~/features/admin/admin-ui";
import { useTranslator } from "~/lib/i18n";

/** The role and office of a staff account, as the create form and each account's form ask them. */
export function RoleAndOfficeFields({
  idSuffix,
  staffRole,
  office,
  offices,
  errors = {},
}: {
  idSuffix: string;
  staffRole: string;
  office: string;
  offices: ReadonlyArray<{ code: string; name: string }>;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslator();
  return (
    <>
      <Field id={`role-${idSuffix}`} label={t("admin.staff.role")} error={errors.role}>
        {(props) => (
          <select {...props} name="role" defaultValue={staffRole}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {t(`admin.role.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`office-${idSuffix}`} label={t("admin.staff.office")} error={errors.office}>
        {(props) => (
          <select {...props} name="office" defaultValue={office}>
            <option value="">{t("admin.staff.noOffice")}</option>
            {offices.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
