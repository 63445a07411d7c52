import { useTranslator } from "~/lib/i18n";
import { pairComparison } from "./compare-rows";
import type { EducationBlock, LevelRow } from "./guide-types";

function Level({ row }: { row: LevelRow }) {
  return (
    <>
      <span className="level-name">{row.ClassName}</span>
      {row.Items.length > 0 && (
        <span className="level-items">
          {row.Items.map((item) => (
            <span key={`${item.Title}|${item.TitleEn}`} className="level-item">
              {item.Title}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** A side-by-side grade comparison as a real table: rows are levels, columns the two countries. */
export function GradeComparison({ block }: { block: EducationBlock }) {
  const { t } = useTranslator();
  const [destination, home] = block.Compares;
  const rows = pairComparison(destination, home);
  return (
    <div className="comparison">
      {block.ShowTitle && <h3>{block.Title}</h3>}
      <div className="table-scroll">
        <table className="comparison-table">
          <caption className="visually-hidden">
            {t("guide.compareCaption", { destination: destination.Country, home: home.Country })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{destination.Country}</th>
              <th scope="col">{home.Country}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.kind === "level" ? (
                <tr
                  key={`${row.destination.ClassName}|${row.home?.ClassName}`}
                  className={`row-${row.destination.Style}`}
                >
                  <th scope="row" className={`symbol-${row.destination.Symbol}`}>
                    <Level row={row.destination} />
                  </th>
                  <td>{row.home ? <Level row={row.home} /> : "—"}</td>
                </tr>
              ) : (
                <tr key={`diff|${row.row.ClassName}`} className="row-diff">
                  {row.side === "destination" ? (
                    <>
                      <th scope="row">
                        <span className="level-name">{row.row.ClassName}</span>
                      </th>
                      <td>{row.row.Desc}</td>
                    </>
                  ) : (
                    <>
                      <td>{row.row.Desc}</td>
                      <th scope="row">
                        <span className="level-name">{row.row.ClassName}</span>
                      </th>
                    </>
                  )}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
