import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type LayoutCatalog, LayoutCatalogProvider } from "~/lib/i18n";
import { isLocale } from "~/lib/locales";

// A deploy replaces hashed chunks; a tab opened before it fails to load them. Reload once,
// at most every 60 s, so a broken deploy cannot loop (spec § 4, § 9).
const RELOAD_GUARD_KEY = "studyway:chunk-reload";
window.addEventListener("vite:preloadError", (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.reload();
});

/**
 * The layout's messages come from the file the document preloads (root.tsx), not from the page
 * data: the browser keeps it for every later page (decision 0003). Pages without the layout
 * (the back office's own, the render check) have none.
 */
async function layoutCatalog(): Promise<LayoutCatalog | null | "unavailable"> {
  const link = document.querySelector<HTMLLinkElement>("link[data-layout-catalog]");
  const locale = link?.dataset.layoutCatalog;
  if (!link || !isLocale(locale)) return null;
  try {
    const response = await fetch(link.href);
    return response.ok ? { locale, messages: await response.json() } : "unavailable";
  } catch {
    return "unavailable";
  }
}

void layoutCatalog().then((catalog) => {
  // Without its words the page would hydrate into raw keys: it stays the server's page, whose
  // links and forms work without JavaScript.
  if (catalog === "unavailable") return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <LayoutCatalogProvider value={catalog}>
          <HydratedRouter />
        </LayoutCatalogProvider>
      </StrictMode>,
    );
  });
});
