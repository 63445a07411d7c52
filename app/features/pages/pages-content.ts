/** Copy of /about, /our_services and /service, one file per locale. */
import type { Locale } from "~/lib/locales";
import { copy as cn } from "./copy/cn";
import { copy as en } from "./copy/en";
import { copy as th } from "./copy/th";
import { copy as tw } from "./copy/tw";
import { copy as vi } from "./copy/vi";
import type { PagesCopy } from "./pages-content-types";

export const pagesCopy: Record<Locale, PagesCopy> = { tw, cn, en, vi, th };
