import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import type { TAgreementTableId } from "@/lib/agreement/schemas";
import type { TTable } from "@/lib/tables/format-table";
import { AblationSection } from "./ablation-section";
import { GradedSection } from "./graded-section";
import { benchmarksHref, bugTypeHref } from "./drill-hrefs";
import { HumanAgreement } from "./human-agreement";
import { JudgeSection } from "./judge-section";
import { PairwiseSection } from "./pairwise-section";
import { PassAtKSection } from "./pass-at-k-section";
import type { TExportTarget } from "./table-export";
import { TableSection } from "./table-section";

const NAV = [
  ["human", "Human agreement"],
  ["table-groups", "Rater groups"],
  ["pairwise", "Pairwise κ"],
  ["table-raters", "Raters"],
  ["table-benchmarks", "Benchmarks"],
  ["judge", "Judge vs consensus"],
  ["ablation", "Ablation"],
  ["table-bug-types", "By bug type"],
  ["pass-at-k", "pass@k"],
] as const;

type TProps = {
  dashboard: TAgreementDashboard;
  tables: Record<TAgreementTableId, TTable>;
  target: TExportTarget;
};

/** Every section of the dashboard, in the paper's order, with an in-page index. */
export function AgreementSections({ dashboard: d, tables: t, target }: TProps) {
  const noRuns = "No judge run compared.";
  return (
    <>
      <nav className="section-nav" aria-label="Dashboard sections">
        {(d.graded ? [["graded", "Graded agreement"] as const, ...NAV] : NAV).map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      {d.graded && (
        <GradedSection dashboard={d} graded={d.graded} table={t.graded} target={target} />
      )}
      <HumanAgreement dashboard={d} table={t.human} target={target} />
      <TableSection
        id="groups"
        title="Rater groups"
        testId="groups-table"
        table={t.groups}
        target={target}
        empty="No ratings."
        note="Raters who share patches form a group; groups share none, so Fleiss' κ, AC1 and pairwise κ mean something within a group only."
      />
      <PairwiseSection human={d.human} table={t.pairwise} target={target} />
      <TableSection
        id="raters"
        title="Raters"
        testId="raters-table"
        table={t.raters}
        target={target}
        empty="No ratings."
        note="Weight: the rater's share of all non-missing ratings in the weighted κ."
      />
      <TableSection
        id="benchmarks"
        title="Benchmarks"
        testId="benchmarks-table"
        table={t.benchmarks}
        target={target}
        empty="No consensus yet."
        cellHref={benchmarksHref(d, t.benchmarks, target.slug)}
        note={`Full: every patch with a consensus (VALID, INVALID, or another label such as UNSURE when it counts as one); patches whose labels tie are left out and counted. Clear: the patches whose labels before discussion were unanimous (${d.human?.unanimous.rule ?? "at least two, all the same"}).`}
      />
      <JudgeSection dashboard={d} table={t.confusion} target={target} />
      <AblationSection dashboard={d} table={t.ablation} target={target} />
      <TableSection
        id="bug-types"
        title="By bug type"
        testId="bug-type-table"
        table={t["bug-types"]}
        target={target}
        empty={noRuns}
        note="The judge against the consensus on the full benchmark, per bug type and run. Each count opens the patch table with exactly those patches."
        cellHref={bugTypeHref(d, t["bug-types"], target.slug)}
      />
      <PassAtKSection dashboard={d} table={t["pass-at-k"]} target={target} />
    </>
  );
}
