import { FieldError } from "~/components/ui/FieldError";
import { useTranslator } from "~/lib/i18n";

/**
 * The field for the last five digits of the account a student pays from (Taiwan bank transfer):
 * label, hint, a five-digit text input and its error. `id` names the input; its hint and error
 * take `${id}-hint` and `${id}-error`. `error` is a message key.
 */
export function Last5Field({
  id,
  name,
  label,
  hint,
  defaultValue,
  error,
  required,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslator();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{5}"
        maxLength={5}
        size={6}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <FieldError field={id} message={error && t(error)} />
    </div>
  );
}
