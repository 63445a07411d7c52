/**
 * A form field's error message, under the field: its id is `${field}-error`, which the field names
 * in `aria-describedby`. Nothing without a message.
 */
export function FieldError({ field, message }: { field: string; message: string | null | undefined | false }) {
  if (!message) return null;
  return (
    <p className="form-error" id={`${field}-error`}>
      {message}
    </p>
  );
}
