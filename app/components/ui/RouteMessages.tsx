import { type ComponentType, type ReactNode, useMemo } from "react";
import { createTranslator, type Messages, TranslatorProvider, useLayoutMessages, useTranslator } from "~/lib/i18n";

/** Adds a route's own catalog keys (sent by its loader) to the layout's translator. */
export function RouteMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { locale } = useTranslator();
  const layout = useLayoutMessages(locale);
  const translator = useMemo(() => createTranslator(locale, { ...layout, ...messages }), [locale, layout, messages]);
  return <TranslatorProvider value={translator}>{children}</TranslatorProvider>;
}

/** A route's default export wrapped in RouteMessages, fed from its loader's `messages`. */
export function withRouteMessages<P extends { loaderData: { messages: Messages } }>(Page: ComponentType<P>) {
  return function RouteWithMessages(props: P) {
    return (
      <RouteMessages messages={props.loaderData.messages}>
        <Page {...props} />
      </RouteMessages>
    );
  };
}
