import { createContext, useContext } from "react";

/**
 * The text of the site's stylesheet, given by the server render (entry.server.tsx) and absent in
 * the browser: the document carries it, the browser never has to fetch it (docs/benchmarks.md,
 * "Lighthouse, third pass").
 */
const StylesheetTextContext = createContext<string | null>(null);
export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The site's stylesheet. In a production document it is inline, at the top of <head>: the first
 * paint waits for no request (on a slow mobile link the stylesheet's round trip came after the
 * document's, and its request after 14 modulepreloads). React keeps a `<style href precedence>`
 * by its `href`: the browser's render finds the server's element and leaves its text alone.
 * In development the file is linked, so Vite can replace it on edit.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const text = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text ?? ""}
    </style>
  );
}
