import { useEffect, useRef, useState } from "react";
import { useTranslator } from "~/lib/i18n";

export interface EditorImage {
  src: string;
  srcset: string;
  label: string;
}

type TextareaProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * An HTML textarea that, once JavaScript runs, becomes a small rich-text editor: a toolbar over a
 * contenteditable area whose HTML is copied into the (hidden) textarea on every change, so the
 * form posts the same field either way. The server sanitizes whatever arrives.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  images,
  textarea,
}: {
  name: string;
  label: string;
  defaultValue: string;
  images: EditorImage[];
  textarea: TextareaProps;
}) {
  const { t } = useTranslator();
  const source = useRef<HTMLTextAreaElement>(null);
  const editable = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [showHtml, setShowHtml] = useState(false);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (enhanced && !showHtml && editable.current && source.current) {
      editable.current.innerHTML = source.current.value;
    }
  }, [enhanced, showHtml]);

  const sync = () => {
    if (source.current && editable.current) source.current.value = editable.current.innerHTML;
  };
  const run = (command: string, value?: string) => {
    editable.current?.focus();
    document.execCommand("defaultParagraphSeparator", false, "p");
    document.execCommand(command, false, value);
    sync();
  };
  const insertLink = () => {
    const href = window.prompt(t("admin.editor.linkPrompt"), "https://");
    if (href && /^(https?:\/\/|\/|mailto:)/i.test(href.trim())) run("createLink", href.trim());
  };
  const insertImage = (index: string) => {
    const image = images[Number(index)];
    if (!image) return;
    const alt = window.prompt(t("admin.editor.altPrompt"), "") ?? "";
    const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    run(
      "insertHTML",
      `<img src="${attr(image.src)}" srcset="${attr(image.srcset)}" sizes="(max-width: 820px) 100vw, 820px" alt="${attr(alt)}">`,
    );
  };

  const buttons: Array<{ key: string; label: string; action: () => void }> = [
    { key: "bold", label: "B", action: () => run("bold") },
    { key: "italic", label: "I", action: () => run("italic") },
    { key: "h2", label: "H2", action: () => run("formatBlock", "h2") },
    { key: "h3", label: "H3", action: () => run("formatBlock", "h3") },
    { key: "paragraph", label: "¶", action: () => run("formatBlock", "p") },
    { key: "ul", label: "•", action: () => run("insertUnorderedList") },
    { key: "ol", label: "1.", action: () => run("insertOrderedList") },
    { key: "quote", label: "❝", action: () => run("formatBlock", "blockquote") },
    { key: "link", label: "🔗", action: insertLink },
  ];

  return (
    <div className="admin-editor">
      {enhanced && (
        <div className="admin-editor-toolbar" role="toolbar" aria-label={t("admin.editor.toolbar")}>
          {buttons.map((b) => (
            <button
              key={b.key}
              type="button"
              className="admin-editor-button"
              title={t(`admin.editor.${b.key}`)}
              disabled={showHtml}
              // Keeps the selection in the editing area while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={b.action}
            >
              <span aria-hidden="true">{b.label}</span>
              <span className="visually-hidden">{t(`admin.editor.${b.key}`)}</span>
            </button>
          ))}
          {images.length > 0 && (
            <select
              aria-label={t("admin.editor.image")}
              value=""
              disabled={showHtml}
              onChange={(event) => insertImage(event.target.value)}
            >
              <option value="">{t("admin.editor.image")}</option>
              {images.map((image, index) => (
                <option key={image.src} value={index}>
                  {image.label}
                </option>
              ))}
            </select>
          )}
          <label className="admin-editor-html">
            <input type="checkbox" checked={showHtml} onChange={(event) => setShowHtml(event.target.checked)} />
            {t("admin.editor.html")}
          </label>
        </div>
      )}
      {enhanced && !showHtml && (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element
        <div
          ref={editable}
          className="admin-editor-area prose"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          tabIndex={0}
          onInput={sync}
          onBlur={sync}
        />
      )}
      <textarea
        {...textarea}
        ref={source}
        name={name}
        defaultValue={defaultValue}
        rows={14}
        hidden={enhanced && !showHtml}
        className="admin-editor-source"
      />
    </div>
  );
}
