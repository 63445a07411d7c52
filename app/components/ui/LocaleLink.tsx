import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router";
import { useSiteData } from "~/lib/site-data";
import { withLocaleMarker } from "~/lib/urls";

/** An internal link that keeps the visitor's language in the URL where the host does not imply it. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const site = useSiteData();
  return <Link ref={ref} to={withLocaleMarker(to, site?.linkLang ?? null)} {...props} />;
});

export function useLocalePath(): (path: string) => string {
  const site = useSiteData();
  return (path) => withLocaleMarker(path, site?.linkLang ?? null);
}
