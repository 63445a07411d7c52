import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { apiPaths } from "~/lib/api-paths";
import { useTranslator } from "~/lib/i18n";
import { apiLang } from "~/lib/locales";
import { PriceTable } from "./PriceTable";
import { type PriceBand, previewPrice, WRITING_METHOD } from "./pricing";
import { parseUnits, type SelectionFormState } from "./selection-form";
import type { EditingMethod, Service } from "./services.server";
import { WordCountRule } from "./WordCountRule";

const DOCUMENT_ACCEPT = [
  ".doc,.docx,.odt,.rtf,.txt,.pdf",
  "application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text,application/rtf,text/rtf,text/plain,application/pdf",
].join(",");

interface Props {
  action: string;
  services: Service[];
  methods: EditingMethod[];
  /** Price bands of the cart's currency, every service and method */
  priceList: ReadonlyArray<PriceBand & { service: string; method: string }>;
  preselected: string;
  /** What the action handed back after an error (every choice kept) */
  state: SelectionFormState | undefined;
  busy: boolean;
  money: (minor: number) => string;
}

type Upload = { id: string; name: string; words: number };

/**
 * "Add a service": service, method, topic, document or quantity, urgency. Without JavaScript it
 * is one post (the document goes with it) and every choice comes back after an error. With
 * JavaScript the document is counted as soon as it is chosen, and the price next to it follows
 * every change of service, method, currency (other bands) and urgency.
 */
export function ServiceAddForm({ action, services, methods, priceList, preselected, state, busy, money }: Props) {
  const { t, locale, formatNumber } = useTranslator();
  const kept = state?.values;
  const [service, setService] = useState(
    kept && services.some((s) => s.code === kept.service) ? kept.service : preselected,
  );
  const [method, setMethod] = useState(kept?.method || methods[1]?.code || "");
  const [units, setUnits] = useState(kept?.units ?? "");
  const [rush, setRush] = useState(kept?.rush ?? false);
  /** The counted document: kept by the server after an error, or counted by the browser now. */
  const [upload, setUpload] = useState<(Upload & { counted: boolean }) | null>(
    kept?.upload ? { ...kept.upload, counted: false } : null,
  );
  const [uploadError, setUploadError] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The action's message is shown until the visitor changes the field it is about.
  const [dismissed, setDismissed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the action shows again
  useEffect(() => setDismissed(null), [state]);
  const error = state && "error" in state && dismissed !== (state.field ?? "") ? state : null;
  const changed = (field: string) => {
    if (error && (error.field ?? "") === field) setDismissed(field);
  };

  const chosen = services.find((s) => s.code === service);
  const needsFile = chosen?.unit === "words" && method !== WRITING_METHOD;
  const needsUnits = chosen ? chosen.unit !== "flat" && !needsFile : true;
  const bands = chosen
    ? priceList.filter((b) => b.service === chosen.code && b.method === (chosen.usesMethod ? method : ""))
    : [];
  const quantity = !chosen ? null : needsFile ? (upload?.words ?? null) : needsUnits ? parseUnits(units) : 1;
  const rushAllowed = chosen?.group === "editing";
  const preview = quantity ? previewPrice(bands, quantity, rush && rushAllowed) : null;
  const priceText =
    preview?.kind === "priced"
      ? preview.rushMinor > 0
        ? t("service.previewWithRush", { price: money(preview.originalMinor), rush: money(preview.rushMinor) })
        : money(preview.originalMinor)
      : preview?.kind === "over_range"
        ? t("service.overRangeShort")
        : "";

  const onFile = async (file: File | undefined) => {
    changed("file");
    setUpload(null);
    setUploadError("");
    if (!file) return;
    const body = new FormData();
    body.append("file", file);
    const response = await fetch(apiPaths.priceFile(), {
      method: "POST",
      body,
      headers: { Lang: apiLang[locale] },
    }).catch(() => undefined);
    if (!response) {
      // Offline: the file still goes up with the form when the visitor adds the service.
      setUploadError(t("form.sendFailed.text"));
      return;
    }
    const json = (await response.json().catch(() => ({}))) as { upload_id?: string; words?: number; message?: string };
    if (!response.ok || !json.upload_id) {
      setUploadError(json.message ?? t("form.sendFailed.text"));
      return;
    }
    if (!json.words) {
      setUploadError(t("upload.error.noWords"));
      return;
    }
    setUpload({ id: json.upload_id, name: file.name, words: json.words, counted: true });
  };

  const unitKey = chosen?.unit === "documents" || chosen?.unit === "sessions" ? chosen.unit : "words";
  return (
    <Form method="post" action={action} encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="add" />
      {upload ? <input type="hidden" name={upload.counted ? "upload_id" : "kept_upload_id"} value={upload.id} /> : null}
      <div role="alert" className="form-alert">
        {error ? <p id="service-error">{t(error.error, { max: 200 })}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="service-service">{t("service.field.service")}</label>
        <select
          id="service-service"
          name="service"
          value={service}
          onChange={(e) => {
            changed("service");
            setService(e.target.value);
          }}
          aria-invalid={error?.field === "service" || undefined}
        >
          {services.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        {chosen ? <span className="muted field-hint">{chosen.summary}</span> : null}
      </div>
      {!hydrated || chosen?.usesMethod ? (
        <fieldset className="field">
          <legend>{t("service.field.method")}</legend>
          {methods.map((m) => (
            <label key={m.code} className="checkbox">
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={method === m.code}
                onChange={() => {
                  changed("method");
                  setMethod(m.code);
                }}
              />
              <span>
                <strong>{m.name}</strong>
                <span className="muted block">{m.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen ? <PriceTable bands={bands} unit={chosen.unit} money={money} /> : null}
      <div className="field">
        <label htmlFor="service-topic">{t("service.field.topic")}</label>
        <input id="service-topic" name="topic" type="text" maxLength={200} defaultValue={kept?.topic ?? ""} />
      </div>
      {!hydrated || needsFile ? (
        <div className="field">
          <label htmlFor="service-file">{t("service.field.file")}</label>
          <span className="muted field-hint" id="service-file-hint">
            {t("service.fileHint")}
          </span>
          <input
            id="service-file"
            name="file"
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-describedby="service-file-hint"
            aria-invalid={error?.field === "file" || undefined}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {upload && !upload.counted ? (
            <p className="muted field-hint">{t("service.fileKept", { name: upload.name })}</p>
          ) : null}
          <p className="file-preview" aria-live="polite">
            {uploadError ||
              (upload && needsFile
                ? t("service.preview", { words: formatNumber(upload.words), price: priceText })
                : "")}
          </p>
          <label htmlFor="service-text" className="field-sublabel">
            {t("service.field.text")}
          </label>
          <span className="muted field-hint" id="service-text-hint">
            {t("service.textHint")}
          </span>
          <textarea
            id="service-text"
            name="text"
            rows={6}
            defaultValue={kept?.text ?? ""}
            aria-describedby="service-text-hint"
            onChange={() => changed("file")}
          />
          <WordCountRule id="service-word-rule" />
        </div>
      ) : null}
      {!hydrated || needsUnits ? (
        <div className="field">
          <label htmlFor="service-units">{t(`service.field.units.${unitKey}`)}</label>
          {!hydrated ? <span className="muted field-hint">{t("service.unitsHint")}</span> : null}
          <input
            id="service-units"
            name="units"
            type="number"
            min={1}
            inputMode="numeric"
            value={units}
            onChange={(e) => {
              changed("units");
              setUnits(e.target.value);
            }}
            aria-invalid={error?.field === "units" || undefined}
          />
          {hydrated && priceText ? (
            <p className="muted field-hint units-preview" aria-live="polite">
              {t("service.previewPrice", { price: priceText })}
            </p>
          ) : null}
        </div>
      ) : null}
      {!hydrated || rushAllowed ? (
        <label className="checkbox">
          <input type="checkbox" name="rush" checked={rush} onChange={(e) => setRush(e.target.checked)} />
          <span>{t("service.rush")}</span>
        </label>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t("service.add.submit")}
        </button>
      </div>
    </Form>
  );
}

/**
 * A number that grows each time a new item appears in the cart: the add form is keyed by it, so
 * a successful "Add" starts a fresh form (no topic, file or count carried over to the next
 * service), while a currency switch, an urgency change or a removal keeps what is being typed.
 */
export function useAdditions(ids: readonly string[]): number {
  const seen = useRef<{ ids: Set<string>; count: number } | null>(null);
  seen.current ??= { ids: new Set(ids), count: 0 };
  const state = seen.current;
  if (ids.some((id) => !state.ids.has(id))) {
    state.count++;
    for (const id of ids) state.ids.add(id);
  }
  return state.count;
}
