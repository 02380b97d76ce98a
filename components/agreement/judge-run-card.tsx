import Link from "next/link";
import type { TJudgeAgreement } from "@/lib/agreement/dashboard-types";
import type { TConfusionCell } from "@/lib/patches/build-confusion-cell-query";
import { ConfusionMatrix } from "./confusion-matrix";
import { JudgeMetrics } from "./judge-metrics";

/** One compared run against the consensus: confusion on Full and Clear, metrics, false positives on disputed patches. */
export function JudgeRunCard({
  judge: j,
  level,
  cellHref,
}: {
  judge: TJudgeAgreement;
  level: string;
  /** The patch table listing one cell's patches (each count links there). */
  cellHref?: (cell: TConfusionCell, clear: boolean) => string;
}) {
  const fp = j.falsePositives;
  const titleId = `judge-run-${j.run.id}-title`;
  return (
    <article className="judge-card" aria-labelledby={titleId} data-testid={`judge-run-${j.run.id}`}>
      <h3 id={titleId}>{j.run.label}</h3>
      <div className="subtle judge-card-meta">
        {j.run.reference} · {j.run.provider}/{j.run.model} ·{" "}
        <span className="badge">{j.run.status}</span> · {j.run.results} results
      </div>
      {j.unjudged > 0 && (
        <div className="alert warn" data-testid="unjudged">
          {cellHref ? (
            <Link href={cellHref("unjudged", false)} data-testid="unjudged-link">
              {j.unjudged} campaign patch{j.unjudged === 1 ? "" : "es"}
            </Link>
          ) : (
            `${j.unjudged} campaign patch${j.unjudged === 1 ? "" : "es"}`
          )}{" "}
          {j.unjudged === 1 ? "has" : "have"} no label from this run (not judged, or every sample
          failed); they are left out.
        </div>
      )}
      <div className="confusion-pair">
        <ConfusionMatrix title="Full" m={j.full} href={cellHref && ((c) => cellHref(c, false))} />
        <ConfusionMatrix title="Clear" m={j.clear} href={cellHref && ((c) => cellHref(c, true))} />
      </div>
      <JudgeMetrics judge={j} level={level} />
      <p className="subtle" data-testid="disputed-fp">
        {fp.onDisputed} of {fp.total} false positive{fp.total === 1 ? "" : "s"} fell on patches the
        raters disputed ({fp.disputed} disputed).
      </p>
    </article>
  );
}
