import Link from "next/link";
import type { TJudgeBenchmark } from "@/lib/agreement/dashboard-types";
import type { TConfusionCell } from "@/lib/patches/build-confusion-cell-query";

/**
 * The judge against the consensus as a 2×2 table, VALID positive: rows the judge, columns the
 * consensus. With `href`, each count links to the patch table listing exactly its patches.
 */
export function ConfusionMatrix({
  title,
  m,
  href,
}: {
  title: string;
  m: TJudgeBenchmark;
  href?: (cell: TConfusionCell) => string;
}) {
  const cell = (label: string, n: number, good: boolean) => {
    const count = <span className="confusion-n">{n}</span>;
    const key = label.toLowerCase() as TConfusionCell;
    return (
      <td className={`confusion-cell ${good ? "agree" : "disagree"}`}>
        {href ? (
          <Link
            className="confusion-link"
            href={href(key)}
            title={`List these ${n} patches`}
            data-testid={`confusion-${title.toLowerCase()}-${key}`}
          >
            {count}
          </Link>
        ) : (
          count
        )}{" "}
        <span className="confusion-tag">{label}</span>
      </td>
    );
  };
  return (
    <table className="data confusion">
      <caption>
        {title} <span className="subtle">(n = {m.n})</span>
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Consensus VALID</th>
          <th scope="col">Consensus INVALID</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Judge VALID</th>
          {cell("TP", m.tp, true)}
          {cell("FP", m.fp, false)}
        </tr>
        <tr>
          <th scope="row">Judge INVALID</th>
          {cell("FN", m.fn, false)}
          {cell("TN", m.tn, true)}
        </tr>
      </tbody>
    </table>
  );
}
