import { type ReactNode, useMemo } from "react";
import { createTranslator, type Messages, TranslatorProvider, useTranslator } from "~/lib/i18n";
import { useSiteData } from "~/lib/site-data";

/** Adds a route's own catalog keys (sent by its loader) to the layout's translator. */
export function RouteMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { locale } = useTranslator();
  const site = useSiteData();
  const translator = useMemo(
    () => createTranslator(locale, { ...(site?.messages ?? {}), ...messages }),
    [locale, site?.messages, messages],
  );
  return <TranslatorProvider value={translator}>{children}</TranslatorProvider>;
}
