import { useTranslator } from "~/lib/i18n";
import { LocaleLink } from "./LocaleLink";

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("a11y.breadcrumb")} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.to ?? ""}|${item.label}`}>
            {item.to && index < items.length - 1 ? (
              <LocaleLink to={item.to}>{item.label}</LocaleLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
