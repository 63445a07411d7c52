import { Field, NumberField } from "~/features/admin/admin-ui";
import { LocaleEntryPage, YearField } from "~/features/admin/LocaleEntryPage";
import { loadLocaleEntries, localeEntryAction } from "~/features/students/locale-entries.server";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialsForAdmin,
  parseTestimonialForm,
  updateTestimonial,
} from "~/features/students/student-editing.server";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from "~/features/students/student-form";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/testimonials";

/** `/admin/testimonials`: `?locale=` and `?example=` filter, `?edit=<id>` or `?edit=new` opens the form. */
export const loader = (args: Route.LoaderArgs) => loadLocaleEntries(args, listTestimonialsForAdmin, "testimonials");

export const action = (args: Route.ActionArgs) =>
  localeEntryAction(args, {
    base: "/admin/testimonials",
    anchor: "testimonial",
    table: "testimonials",
    parse: parseTestimonialForm,
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
  });

export default function AdminTestimonialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <LocaleEntryPage
      area="testimonials"
      base="/admin/testimonials"
      prefix="t"
      anchor="testimonial"
      loaderData={loaderData}
      actionData={actionData}
      heading={(e) => e.title}
      column={{ header: t("admin.students.title"), cell: (e) => e.title }}
      fields={(c) => (
        <>
          <Field id={c.id("program")} label={t("admin.students.program")} error={c.errors.program}>
            {(props) => (
              <input
                {...props}
                name="program"
                required
                maxLength={SHORT_TEXT_MAX}
                defaultValue={c.value("program", c.entry?.program)}
              />
            )}
          </Field>
          <YearField context={c} />
          <NumberField
            id={c.id("rating")}
            name="rating"
            label={t("admin.students.rating")}
            min={1}
            max={5}
            defaultValue={c.value("rating", c.entry?.rating ?? 5)}
            error={c.errors.rating}
          />
          <Field id={c.id("title")} label={t("admin.students.title")} error={c.errors.title}>
            {(props) => (
              <input
                {...props}
                name="title"
                required
                maxLength={SHORT_TEXT_MAX}
                defaultValue={c.value("title", c.entry?.title)}
              />
            )}
          </Field>
          <Field id={c.id("quote")} label={t("admin.students.quote")} error={c.errors.quote}>
            {(props) => (
              <textarea
                {...props}
                name="quote"
                rows={8}
                required
                maxLength={LONG_TEXT_MAX}
                defaultValue={c.value("quote", c.entry?.quote)}
              />
            )}
          </Field>
        </>
      )}
    />
  );
}
