// Timing (no target): how long the agreement dashboard's statistics take with 2,000 bootstrap
// replicates on a synthetic campaign of N patches × 5 raters (20 raters in all, 3 patches per
// bug, 5 % UNSURE, 85 % of labels equal to a latent truth) and 4 judge runs with random labels.
// Run: npx tsx bench/dashboard-timing.ts [N ...]   (default 115 2000 10000)
import { codeCampaignLabels } from "@/lib/agreement/code-campaign-labels";
import { computeBenchmarkColumns } from "@/lib/agreement/compute-benchmark-columns";
import { computeHumanAgreement } from "@/lib/agreement/compute-human-agreement";
import { computeJudgeAgreement } from "@/lib/agreement/compute-judge-agreement";
import type { TRunOption } from "@/lib/agreement/dashboard-types";
import { createRandom } from "@/lib/stats/create-random";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";

const RATERS = 5;
const bootstrap = { seed: 1, replicates: 2000, level: 0.95 };

function time(n: number) {
  const random = createRandom({ seed: 3 });
  const ratings: { item: string; rater: string; label: string }[] = [];
  const patches = new Map<string, { bugId: string; bugType: string | null }>();
  for (let i = 0; i < n; i++) {
    const truth = random() < 0.4 ? "VALID" : "INVALID";
    patches.set(`p${i}`, { bugId: `b${Math.floor(i / 3)}`, bugType: i % 2 ? "C++" : "Go" });
    for (let r = 0; r < RATERS; r++) {
      const label =
        random() < 0.05
          ? "UNSURE"
          : random() < 0.85
            ? truth
            : truth === "VALID"
              ? "INVALID"
              : "VALID";
      ratings.push({ item: `p${i}`, rater: `r${(i + r) % 20}`, label });
    }
  }
  const t0 = performance.now();
  const coded = codeCampaignLabels({
    ratings,
    adjudicated: new Map(),
    patches,
    missing: ["UNSURE"],
  });
  const consensus = deriveConsensus({ ratings: coded.ratings });
  const { unanimous } = markUnanimousItems({ ratings: coded.ratings });
  computeHumanAgreement({ coded, consensus, raterNames: new Map(), bootstrap });
  computeBenchmarkColumns({ coded, consensus: consensus.label, unanimous });
  const t1 = performance.now();
  for (let k = 0; k < 4; k++) {
    const judge = Int32Array.from(coded.items, () => (random() < 0.5 ? 0 : 1));
    computeJudgeAgreement({
      coded,
      consensus: consensus.label,
      unanimous,
      judge,
      run: { id: `r${k}` } as TRunOption,
      bootstrap,
    });
  }
  const t2 = performance.now();
  console.log(
    `${n} patches, ${ratings.length} ratings: human figures ${((t1 - t0) / 1000).toFixed(2)} s, 4 judge runs ${((t2 - t1) / 1000).toFixed(2)} s`,
  );
}

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length ? sizes : [115, 2000, 10000]) time(n);
