import { bootstrapColumns } from "@/lib/stats/bootstrap-columns";
import { createReplicateAgreement } from "@/lib/stats/create-replicate-agreement";
import { computeFleissKappa } from "@/lib/stats/compute-fleiss-kappa";
import { computeGwetAc1 } from "@/lib/stats/compute-gwet-ac1";
import { computePabak } from "@/lib/stats/compute-pabak";
import { computeKrippendorffAlpha } from "@/lib/stats/compute-krippendorff-alpha";
import { computePairwiseKappa } from "@/lib/stats/compute-pairwise-kappa";
import { computeUnanimousShare } from "@/lib/stats/compute-unanimous-share";
import { computeWeightedKappaVsConsensus } from "@/lib/stats/compute-weighted-kappa-vs-consensus";
import type { TConsensus } from "@/lib/stats/derive-consensus";
import { groupByItem } from "@/lib/stats/group-by-item";
import { resampleRatings } from "@/lib/stats/resample-ratings";
import type { TCodedCampaign } from "./code-campaign-labels";
import type { THumanAgreement } from "./dashboard-types";
import { computeRaterGroups } from "./compute-rater-groups";
import { describeUnanimousRule } from "./describe-unanimous-rule";
import { explainFleissReason } from "./explain-fleiss-reason";
import { toEstimate } from "./to-estimate";

export type TBootstrapOptions = { seed: number; replicates: number; level: number };

/**
 * The human reliability figures of a campaign, each with a bootstrap interval over bugs:
 * Fleiss' κ, Krippendorff's α, unanimous share and the weighted κ of raters against the
 * consensus; plus pairwise κ for every rater pair and each rater's figures against consensus.
 */
export function computeHumanAgreement(options: {
  coded: TCodedCampaign;
  consensus: TConsensus;
  raterNames: ReadonlyMap<string, string>;
  bootstrap: TBootstrapOptions;
}): THumanAgreement {
  const { coded, consensus, raterNames, bootstrap } = options;
  const { ratings } = coded;
  const index = groupByItem({ ratings });
  const fleiss = computeFleissKappa({ ratings, index });
  const unanimous = computeUnanimousShare({ ratings, index });
  const vsConsensus = computeWeightedKappaVsConsensus({ ratings, consensus: consensus.label });
  // The estimates through the statistics themselves; the replicates from per-item contributions
  // (createReplicateAgreement: the same numbers, bit for bit, without resampling the ratings).
  const sample = resampleRatings({
    ratings,
    items: Int32Array.from({ length: ratings.itemCount }, (_, i) => i),
    index,
  });
  const sampleIndex = groupByItem({ ratings: sample });
  const replicate = createReplicateAgreement({ ratings, index, consensus: consensus.label });
  const cis = bootstrapColumns({
    groups: coded.bugs,
    seed: bootstrap.seed,
    replicates: bootstrap.replicates,
    level: bootstrap.level,
    names: replicate.names,
    estimates: {
      fleiss: computeFleissKappa({ ratings: sample, index: sampleIndex }).kappa,
      ...robust(computeGwetAc1({ ratings: sample, index: sampleIndex })),
      alpha: computeKrippendorffAlpha({ ratings: sample, index: sampleIndex }).alpha,
      unanimous: computeUnanimousShare({ ratings: sample, index: sampleIndex }).share,
      weighted: computeWeightedKappaVsConsensus({ ratings: sample, consensus: consensus.label })
        .kappa,
    },
    write: replicate.write,
  });
  const name = (code: number) => raterNames.get(coded.raters[code]!) ?? coded.raters[code]!;
  const missing = new Int32Array(ratings.raterCount);
  const rated = new Int32Array(ratings.raterCount);
  ratings.label.forEach((l, r) =>
    l < 0 ? (missing[ratings.rater[r]!]! += 1) : (rated[ratings.rater[r]!]! += 1),
  );
  const groups = computeRaterGroups({
    ratings,
    raterKeys: coded.raters,
    raterNames: coded.raters.map((_, code) => name(code)),
    index,
  });
  const pairwise = computePairwiseKappa({ ratings, index });
  const shared = pairwise.filter((p) => p.n > 0);
  return {
    items: ratings.itemCount,
    raters: ratings.raterCount,
    ratings: ratings.item.length,
    missingRatings: coded.missingRatings,
    fleissKappa: toEstimate(cis.fleiss),
    fleissReason:
      fleiss.kappa === null
        ? explainFleissReason({ reason: fleiss.reason, groups: groups.length })
        : null,
    krippendorffAlpha: toEstimate(cis.alpha),
    unanimousShare: toEstimate(cis.unanimous),
    unanimous: {
      items: unanimous.unanimous,
      of: unanimous.items,
      rule: describeUnanimousRule({ missing: coded.missing }),
    },
    weightedKappa: toEstimate(cis.weighted),
    gwetAc1: toEstimate(cis.ac1),
    pabak: toEstimate(cis.pabak),
    pairwise: shared.map((p) => ({
      a: coded.raters[p.a]!,
      b: coded.raters[p.b]!,
      aName: name(p.a),
      bName: name(p.b),
      n: p.n,
      kappa: p.kappa,
    })),
    emptyPairs: pairwise.length - shared.length,
    groups,
    raterRows: vsConsensus.raters.map((r) => ({
      key: coded.raters[r.rater]!,
      name: name(r.rater),
      rated: rated[r.rater]!,
      missing: missing[r.rater]!,
      weight: r.weight,
      compared: r.n,
      agreement: r.n === 0 ? null : r.agree / r.n,
      kappa: r.kappa,
    })),
    consensus: { ...consensus.counts },
  };
}

/** AC1 and PABAK share Gwet's observed agreement (the mean share of agreeing rater pairs). */
function robust(r: ReturnType<typeof computeGwetAc1>): {
  ac1: number | null;
  pabak: number | null;
} {
  return {
    ac1: r.ac1,
    pabak:
      r.categories < 2 ? null : computePabak({ observed: r.observed, categories: r.categories }),
  };
}
