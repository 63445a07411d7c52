import type { Locale } from "~/lib/locales";
import { pagesCopy } from "./pages-content";
import type { PagesCopy } from "./pages-content-types";

export function getPagesCopy(locale: Locale): PagesCopy {
  return pagesCopy[locale];
}
