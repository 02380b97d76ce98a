import type { TTable, TTableCell } from "@/lib/tables/format-table";
import {
  JUDGE_METRICS,
  type TAgreementDashboard,
  type TEstimate,
  type TJudgeAgreement,
} from "./dashboard-types";
import type { TAgreementTableId } from "./schemas";

const BENCHMARKS = [
  { key: "full", label: "Full" },
  { key: "clear", label: "Clear" },
] as const;

const estimateCells = (e: TEstimate): TTableCell[] => [e.value, e.low, e.high];

/**
 * A graded campaign's agreement on grades, as the Graded agreement section shows it: the
 * overall grade, then each dimension, with both alphas, their intervals and the ratings per grade.
 */
function gradedTable(d: TAgreementDashboard, ciColumns: string[]): TTable {
  const g = d.graded;
  const grades = g?.scale.grades ?? [];
  const columns = [
    "Grades of",
    "Items with two or more grades",
    "Krippendorff's alpha (ordinal)",
    ...ciColumns.map((c) => `Ordinal ${c}`),
    "Krippendorff's alpha (interval)",
    ...ciColumns.map((c) => `Interval ${c}`),
    ...grades.map((x) => `# ${x.value} ${x.label}`),
    "Note",
  ];
  if (!g) return { caption: "Graded agreement (binary campaign: none)", columns, rows: [] };
  const validFrom = grades[g.scale.validFrom - 1]?.label ?? g.scale.validFrom;
  return {
    caption: `Graded agreement on grades 1–${grades.length} (VALID from ${validFrom})`,
    columns,
    rows: [
      [
        "Overall",
        g.units,
        ...estimateCells(g.ordinalAlpha),
        ...estimateCells(g.intervalAlpha),
        ...g.distribution.map((x) => x.count),
        [
          `${g.graded} graded ratings, ${g.ungraded} without a grade`,
          g.reason ? `alpha undefined: ${g.reason}` : "",
        ]
          .filter(Boolean)
          .join("; "),
      ],
      ...g.dimensions.map((x) => [
        x.name,
        x.units,
        ...estimateCells(x.ordinalAlpha),
        ...estimateCells(x.intervalAlpha),
        ...x.counts,
        x.reason ? `alpha undefined: ${x.reason}` : "",
      ]),
    ],
  };
}

/**
 * Every dashboard table, exactly as shown and exported (CSV, JSON, Markdown, LaTeX): the human
 * agreement figures with their bootstrap intervals, per-rater and pairwise κ, the paper's
 * Table 5 (benchmarks) and Table 6 (ablation: metrics as rows, benchmark × run as columns),
 * each run's confusion counts with intervals, the bug-type breakdown, the pass@k points and,
 * for a graded campaign, the agreement on grades (empty for a binary one).
 */
export function buildAgreementTables(options: {
  dashboard: TAgreementDashboard;
}): Record<TAgreementTableId, TTable> {
  const { dashboard: d } = options;
  const h = d.human;
  const level = `${Math.round(d.bootstrap.level * 100)}%`;
  const ciColumns = [`CI ${level} low`, `CI ${level} high`];
  const runLabel = (j: TJudgeAgreement) => j.run.label;
  return {
    human: {
      caption: `Human agreement${d.campaign ? ` (${d.campaign.name})` : ""}`,
      columns: ["Statistic", "Value", ...ciColumns, "Note"],
      rows: h
        ? [
            ["Items", h.items, null, null, ""],
            ["Raters", h.raters, null, null, ""],
            [
              "Ratings",
              h.ratings,
              null,
              null,
              h.missingRatings
                ? `${h.missingRatings} counted as missing (${d.missing.join(", ")})`
                : "",
            ],
            ["Fleiss' kappa", ...estimateCells(h.fleissKappa), h.fleissReason ?? ""],
            ["Krippendorff's alpha", ...estimateCells(h.krippendorffAlpha), "nominal"],
            [
              "Unanimous agreement",
              ...estimateCells(h.unanimousShare),
              `${h.unanimous.items}/${h.unanimous.of}: ${h.unanimous.rule}`,
            ],
            ["Weighted average Cohen's kappa vs consensus", ...estimateCells(h.weightedKappa), ""],
            ["Gwet's AC1", ...estimateCells(h.gwetAc1), "robust to skewed labels"],
            ["PABAK", ...estimateCells(h.pabak), "(q·p_o − 1)/(q − 1)"],
            ...(h.groups.length > 1
              ? [
                  [
                    "Rater groups",
                    h.groups.length,
                    null,
                    null,
                    "disjoint: no patch shared across groups; statistics per group in the groups table",
                  ],
                ]
              : []),
          ]
        : [],
    },
    groups: {
      caption: "Rater groups (raters who share patches), each with its own statistics",
      columns: [
        "Group",
        "Raters",
        "Items",
        "Ratings",
        "Fleiss' kappa",
        "Krippendorff's alpha",
        "Gwet's AC1",
        "PABAK",
        "Unanimous items",
        "Note",
      ],
      rows: (h?.groups ?? []).map((g) => [
        g.group,
        g.raters,
        g.items,
        g.ratings,
        g.fleissKappa,
        g.krippendorffAlpha,
        g.gwetAc1,
        g.pabak,
        `${g.unanimous.items}/${g.unanimous.of}`,
        [g.raterNames.join(", "), g.fleissReason ? `Fleiss: ${g.fleissReason}` : ""]
          .filter(Boolean)
          .join("; "),
      ]),
    },
    raters: {
      caption: "Raters against the consensus",
      columns: [
        "Rater",
        "Labelled",
        "Missing",
        "Weight",
        "Compared",
        "Agreement with consensus",
        "Cohen's kappa vs consensus",
      ],
      rows: (h?.raterRows ?? []).map((r) => [
        r.name,
        r.rated,
        r.missing,
        r.weight,
        r.compared,
        r.agreement,
        r.kappa,
      ]),
    },
    pairwise: {
      caption: `Pairwise Cohen's kappa${h?.emptyPairs ? ` (${h.emptyPairs} pairs with no shared item left out)` : ""}`,
      columns: ["Rater A", "Rater B", "Shared items", "Cohen's kappa"],
      rows: (h?.pairwise ?? []).map((p) => [p.aName, p.bName, p.n, p.kappa]),
    },
    benchmarks: {
      caption: "Patch validity benchmarks from human consensus",
      columns: ["Metric", "Full", "Clear"],
      rows: d.benchmarks
        ? (() => {
            const { full, clear } = d.benchmarks;
            const others = d.labels
              .filter((l) => l !== "VALID" && l !== "INVALID" && !d.missing.includes(l))
              .join(", ");
            return [
              ["Number of bugs", full.bugs, clear.bugs],
              ["Number of patches", full.patches, clear.patches],
              ["Unanimous agreement", full.unanimousShare, clear.unanimousShare],
              ["Krippendorff's alpha", full.alpha, clear.alpha],
              ["Weighted average Cohen's kappa", full.weightedKappa, clear.weightedKappa],
              ["Consensus: # VALID patches", full.valid, clear.valid],
              ["Consensus: # INVALID patches", full.invalid, clear.invalid],
              [`Consensus: # other label (${others || "none"})`, full.other, clear.other],
              ["Left out: plurality tied (no consensus)", full.tied, clear.tied],
            ];
          })()
        : [],
    },
    ablation: {
      caption: "LLM judge against human consensus",
      columns: [
        "Metric",
        ...BENCHMARKS.flatMap((b) => d.judge.map((j) => `${b.label} · ${runLabel(j)}`)),
      ],
      rows:
        d.judge.length === 0
          ? []
          : [
              ["Patches compared", ...BENCHMARKS.flatMap((b) => d.judge.map((j) => j[b.key].n))],
              ...JUDGE_METRICS.map((m) => [
                m.label,
                ...BENCHMARKS.flatMap((b) => d.judge.map((j) => j[b.key][m.key].value)),
              ]),
            ],
    },
    confusion: {
      caption: "Judge confusion against consensus (VALID positive)",
      columns: [
        "Run",
        "Benchmark",
        "Patches",
        "TP",
        "FP",
        "FN",
        "TN",
        ...JUDGE_METRICS.flatMap((m) => [
          m.label,
          `${m.label} ${ciColumns[0]}`,
          `${m.label} ${ciColumns[1]}`,
        ]),
      ],
      rows: d.judge.flatMap((j) =>
        BENCHMARKS.map((b) => {
          const x = j[b.key];
          return [
            runLabel(j),
            b.label,
            x.n,
            x.tp,
            x.fp,
            x.fn,
            x.tn,
            ...JUDGE_METRICS.flatMap((m) => estimateCells(x[m.key])),
          ];
        }),
      ),
    },
    "bug-types": {
      caption: "Judge against consensus by bug type (full benchmark)",
      columns: [
        "Run",
        "Bug type",
        "Patches",
        "TP",
        "FP",
        "FN",
        "TN",
        "Accuracy",
        "Cohen's kappa",
        "Precision",
        "Recall",
      ],
      rows: d.judge.flatMap((j) =>
        j.byBugType.map((t) => [
          runLabel(j),
          t.bugType,
          t.patches,
          t.tp,
          t.fp,
          t.fn,
          t.tn,
          t.accuracy,
          t.kappa,
          t.precision,
          t.recall,
        ]),
      ),
    },
    "pass-at-k": {
      caption: "pass@k and (pass & judge-valid)@k",
      columns: ["Run", "k", "Bugs", "pass@k", "(pass & judge-valid)@k"],
      rows: d.passAtK.flatMap((c) => {
        const label = d.judge.find((j) => j.run.id === c.runId)?.run.label ?? c.runId;
        return c.points.map((p) => [label, p.k, p.bugs, p.pass, p.passValid]);
      }),
    },
    graded: gradedTable(d, ciColumns),
  };
}
