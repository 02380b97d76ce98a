import { roundPercentages } from "./round-percentages";
import { REJECTION_THEMES, THEME_INFO, type TRejectionTheme, type TThemeRow } from "./schemas";

export type TClassifiedRejection = {
  theme: TRejectionTheme;
  /** The patch's id in the dataset. */
  patch: string;
  sample: number;
  justification: string;
};

/**
 * Per paper 001 §7 theme (in the paper's order, then "other"): how many classified INVALID
 * verdicts it has, its share of them (count / classified, so the shares sum to 1) and its percent
 * rounded to one decimal so the percents sum to 100, and up to `examples` justifications (the
 * longest first: they say most). The caller leaves out the patches the viewer is still labelling
 * (get-rejection-themes): they are neither counted nor shown. Pure.
 */
export function summarizeRejectionThemes(options: {
  rows: readonly TClassifiedRejection[];
  examples?: number;
}): { themes: TThemeRow[]; classified: number } {
  const { rows, examples = 3 } = options;
  const counts = REJECTION_THEMES.map((t) => rows.filter((r) => r.theme === t).length);
  const percents = roundPercentages({ counts });
  const themes = REJECTION_THEMES.map((theme, i): TThemeRow => {
    const mine = rows.filter((r) => r.theme === theme);
    const count = mine.length;
    const picked = [...mine]
      .sort(
        (a, b) => b.justification.length - a.justification.length || a.patch.localeCompare(b.patch),
      )
      .slice(0, examples)
      .map((r) => ({ patch: r.patch, sample: r.sample, text: r.justification }));
    const info = THEME_INFO[theme];
    return {
      theme,
      name: info.name,
      definition: info.definition,
      paperShare: info.paperShare,
      count,
      share: rows.length === 0 ? 0 : count / rows.length,
      percent: percents[i] ?? 0,
      examples: picked,
    };
  });
  return { themes, classified: rows.length };
}
