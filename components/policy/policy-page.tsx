"use client";

import { useMemo, useRef, type ReactNode } from "react";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import { buildPolicyCellQuery } from "@/lib/patches/build-policy-cell-query";
import { buildPolicyTables } from "@/lib/policies/build-policy-tables";
import { POLICY_OUTCOME_COLUMNS } from "@/lib/policies/policy-outcomes";
import type { TPolicyEvaluation } from "@/lib/policies/policies-api.types";
import type { TPolicyTableId } from "@/lib/policies/schemas";
import type { TTable } from "@/lib/tables/table-formats";
import { DashboardSection } from "@/components/agreement/dashboard-section";
import { DataTable } from "@/components/agreement/data-table";
import { fmt, pct } from "@/components/agreement/format";
import { ChartExport } from "@/components/charts/chart-export";
import { PolicyControls } from "./policy-controls";
import type { TPolicyPageQuery } from "./policy-keys";
import { PolicyLineChart, seriesColor } from "./policy-line-chart";
import { PolicyTableExport } from "./policy-table-export";
import { usePolicyEvaluation } from "./use-policy-evaluation";
import { usePolicyParams } from "./use-policy-params";

/** Exactly what is on screen, so that exports match it whatever the URL left to the server. */
const resolvedQuery = (e: TPolicyEvaluation): TPolicyPageQuery => ({
  runId: e.run?.id,
  success: e.success.criterion,
  campaignId: e.success.campaignId ?? undefined,
  referenceRunId: e.success.referenceRunId ?? undefined,
  percentiles: e.percentiles.join(","),
  tau: String(e.tau),
  abstention: e.abstention.representation,
  k: String(e.maxK),
});

function Figure(props: { id: string; title: string; slug: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <figure className="chart-figure" aria-label={props.title} data-testid={props.id}>
      <div className="figure-head">
        <h3>{props.title}</h3>
        <ChartExport targetRef={ref} fileName={`${props.slug}-${props.id}`} title={props.title} />
      </div>
      <div ref={ref}>{props.children}</div>
    </figure>
  );
}

/** The policy page: settings in the URL, the policies table, success@k, PR curve, calibration. */
export function PolicyPage({ slug, canSetDefault }: { slug: string; canSetDefault: boolean }) {
  const { query, update, reset } = usePolicyParams();
  const { data, isPending, isError, error, isFetching } = usePolicyEvaluation(slug, query);
  const evaluation = data as TPolicyEvaluation | undefined;
  const tables = useMemo(
    () => (evaluation ? buildPolicyTables({ evaluation }) : null),
    [evaluation],
  );
  if (isPending)
    return (
      <div className="empty" aria-busy="true">
        Evaluating policies…
      </div>
    );
  if (isError || !evaluation || !tables)
    return (
      <div className="alert error" role="alert">
        {error?.message ?? "The policies could not be evaluated."}{" "}
        <button type="button" className="link-button" onClick={reset}>
          Reset the selection
        </button>
      </div>
    );
  if (!evaluation.run)
    return (
      <div className="empty panel">
        No judge run with results yet. Start one from <a href={`/projects/${slug}/judge`}>Judge</a>;
        its labels and confidences are what the policies decide with.
      </div>
    );
  const e = evaluation;
  const resolved = resolvedQuery(e);
  const exportFor = (id: TPolicyTableId, table: TTable) => (
    <PolicyTableExport slug={slug} query={resolved} id={id} table={table} />
  );
  const byId = new Map(e.policies.map((p) => [p.id, p]));
  const none = byId.get("none")!.metrics;
  // The filtering policy with the highest precision (ties: the one that shows more patches).
  const best = e.policies
    .filter((p) => p.id !== "none")
    .reduce((a, p) => {
      const [pa, pp] = [a.metrics.patches.precision ?? -1, p.metrics.patches.precision ?? -1];
      return pp > pa || (pp === pa && p.metrics.patches.shown > a.metrics.patches.shown) ? p : a;
    });
  return (
    <div className="agreement" aria-busy={isFetching}>
      <PolicyControls
        key={JSON.stringify(resolved)}
        slug={slug}
        evaluation={e}
        canSetDefault={canSetDefault}
        onChange={update}
      />
      <p className="subtle" data-testid="policy-counts">
        {e.counts.evaluated} of {e.counts.judged} judged patches over {e.counts.bugs} bugs have an
        outcome under “{e.success.label}”
        {e.counts.withoutOutcome > 0 && ` (${e.counts.withoutOutcome} without one are left out)`}
        {e.counts.hidden > 0 && `; ${e.counts.hidden} you are still labelling are hidden`}.
        {e.counts.scoredBugs === 0
          ? " No abstention scores in use, so only validation policies are compared."
          : ` ${e.counts.scoredBugs} bugs have an abstention score (${e.abstention.representation}, ${e.abstention.scoredBy}).`}
      </p>
      <div className="kpis" data-testid="policy-kpis">
        <div className="kpi">
          <div className="kpi-label">Prevalence (no-skill precision)</div>
          <div className="kpi-value">{pct(none.patches.prevalence)}</div>
          <div className="kpi-note">
            {none.patches.successes} of {none.patches.total} patches succeed
          </div>
        </div>
        <div className="kpi" data-testid="policy-spared">
          <div className="kpi-label">Reviews spared by {best.name}</div>
          <div className="kpi-value">{best.metrics.patches.spared}</div>
          <div className="kpi-note">
            of {best.metrics.patches.total} patches; {best.metrics.patches.sparedFailures} of them
            would have failed. Precision {pct(best.metrics.patches.precision)} (the most precise
            policy here).
          </div>
        </div>
        <div className="kpi">
          <div className="kpi-label">Average precision of confidence</div>
          <div className="kpi-value">{fmt(e.prCurve.patches.averagePrecision)}</div>
          <div className="kpi-note">{e.prCurve.patches.scored} patches with a confidence</div>
        </div>
      </div>
      <DashboardSection
        id="policies"
        title="Policies"
        testId="policy-table"
        note={
          <>
            A patch is shown when its bug is attempted (abstention: score ≥ τ) and validation
            accepts it (binary: the judge says VALID; pN: confidence at or above the N-th percentile
            of the run&apos;s confidences). Precision and recall are over patches; bugs retained are
            B′, the bugs with at least one shown patch (Cambronero et al. 2026). Each count of
            patches or bugs opens the patch table with exactly those patches (a bug count: every
            patch of those bugs).
          </>
        }
      >
        <DataTable
          table={tables.policies}
          testId="policy-table-data"
          cellHref={(row, column) => {
            const outcome = POLICY_OUTCOME_COLUMNS[tables.policies.columns[column]!];
            const policy = e.policies[row];
            if (!outcome || !policy || tables.policies.rows[row]![column] === 0) return undefined;
            const query = buildPolicyCellQuery({ evaluation: e, policyId: policy.id, outcome });
            return query ? buildPatchTableHref({ slug, query }) : undefined;
          }}
          actions={exportFor("policies", tables.policies)}
        />
      </DashboardSection>
      <DashboardSection
        id="success-at-k"
        title="Filtered success@k"
        testId="policy-success-at-k"
        note={
          <>
            Over B′, the mean of 1 − C(n′−c′, k)/C(n′, k) with n′ shown patches of which c′ succeed;
            a bug with fewer than k shown patches counts as all of them shown. The no-filter column
            is pass@k.
          </>
        }
      >
        <Figure id="policy-success-at-k-chart" title="Filtered success@k" slug={slug}>
          <PolicyLineChart
            title="Filtered success@k per policy"
            xLabel="k (patches shown per bug)"
            yLabel="Success"
            xDomain={[1, Math.max(2, e.maxK)]}
            integerX
            showDots
            series={e.policies.map((p, i) => ({
              name: p.id === "none" ? "pass@k (no filter)" : p.name,
              color: seriesColor(i),
              dash: p.id === "none" ? "6 3" : undefined,
              points: p.metrics.successAtK.flatMap((s) =>
                s.value === null ? [] : [{ x: s.k, y: s.value }],
              ),
            }))}
          />
        </Figure>
        <DataTable
          table={tables["success-at-k"]}
          actions={exportFor("success-at-k", tables["success-at-k"])}
        />
      </DashboardSection>
      <div className="chart-grid">
        <DashboardSection
          id="pr-curve"
          title="Precision and recall over confidence thresholds"
          testId="policy-pr-curve"
          note={
            <>
              Accept a patch when its confidence is at or above the threshold; the dashed line is
              the prevalence.
            </>
          }
        >
          <Figure id="policy-pr-chart" title="Precision–recall of confidence" slug={slug}>
            <PolicyLineChart
              title="Precision against recall over confidence thresholds"
              xLabel="Recall"
              yLabel="Precision"
              xDomain={[0, 1]}
              series={[
                {
                  name: `validation (AP ${fmt(e.prCurve.patches.averagePrecision)})`,
                  color: seriesColor(1),
                  points: e.prCurve.patches.points.map((p) => ({ x: p.recall, y: p.precision })),
                },
                {
                  name: "prevalence (no skill)",
                  color: seriesColor(0),
                  dash: "6 3",
                  points: [
                    { x: 0, y: e.prCurve.patches.prevalence ?? 0 },
                    { x: 1, y: e.prCurve.patches.prevalence ?? 0 },
                  ],
                },
              ]}
            />
          </Figure>
          <details className="table-details">
            <summary>Points as a table</summary>
            <DataTable
              table={tables["pr-curve"]}
              actions={exportFor("pr-curve", tables["pr-curve"])}
            />
          </details>
        </DashboardSection>
        <DashboardSection
          id="calibration"
          title="Calibration"
          testId="policy-calibration"
          note={
            <>
              Confidence bins against the observed share of successful patches; the diagonal is
              perfect calibration.
              {e.calibration.length === 0 &&
                " This run is ranked by imported scores outside 0–1, not probabilities: it has no calibration."}
            </>
          }
        >
          <Figure id="policy-calibration-chart" title="Calibration of confidence" slug={slug}>
            <PolicyLineChart
              title="Observed success share against mean confidence per bin"
              xLabel="Mean confidence in the bin"
              yLabel="Observed success share"
              xDomain={[0, 1]}
              showDots
              series={[
                {
                  name: "observed",
                  color: seriesColor(2),
                  points: e.calibration.flatMap((b) =>
                    b.meanScore === null || b.successShare === null
                      ? []
                      : [{ x: b.meanScore, y: b.successShare }],
                  ),
                },
                {
                  name: "perfect calibration",
                  color: seriesColor(0),
                  dash: "6 3",
                  points: [
                    { x: 0, y: 0 },
                    { x: 1, y: 1 },
                  ],
                },
              ]}
            />
          </Figure>
          <DataTable
            table={tables.calibration}
            actions={exportFor("calibration", tables.calibration)}
          />
        </DashboardSection>
      </div>
    </div>
  );
}
