import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import type { TAgreementTableId } from "@/lib/agreement/schemas";
import { buildBugTypeCellQuery } from "@/lib/patches/build-bug-type-cell-query";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import type { TTable } from "@/lib/tables/format-table";
import { AblationSection } from "./ablation-section";
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

const BUG_TYPE_CELLS = { 2: "patches", 3: "tp", 4: "fp", 5: "fn", 6: "tn" } as const;

/** The by-bug-type table's links: each non-zero count opens the patch table with its patches. */
function bugTypeHref(d: TAgreementDashboard, table: TTable, slug: string) {
  const campaign = d.campaign;
  if (!campaign) return undefined;
  // The table's rows, in its order: each run's bug types (lib/agreement build-agreement-tables).
  const rows = d.judge.flatMap((j) => j.byBugType.map((t) => ({ runId: j.run.id, t })));
  return (row: number, column: number) => {
    const cell = BUG_TYPE_CELLS[column as keyof typeof BUG_TYPE_CELLS];
    const at = rows[row];
    if (!cell || !at || table.rows[row]?.[column] === 0) return undefined;
    return buildPatchTableHref({
      slug,
      query: buildBugTypeCellQuery({
        runId: at.runId,
        campaignId: campaign.id,
        bugType: at.t.bugType,
        cell,
        labels: d.labels,
        missing: d.missing,
      }),
    });
  };
}

/** Every section of the dashboard, in the paper's order, with an in-page index. */
export function AgreementSections({ dashboard: d, tables: t, target }: TProps) {
  const noRuns = "No judge run compared.";
  return (
    <>
      <nav className="section-nav" aria-label="Dashboard sections">
        {NAV.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
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
