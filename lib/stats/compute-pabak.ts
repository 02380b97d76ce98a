import { AppError } from "@/lib/errors/app-error";

/**
 * Prevalence- and bias-adjusted κ (Byrt, Bishop & Carlin 1993), generalised to q categories:
 * PABAK = (q·p_o − 1) / (q − 1), i.e. 2·p_o − 1 for two. `observed` is the observed agreement
 * p_o (for several raters, the mean share of agreeing pairs, Gwet's p_a); null gives null.
 */
export function computePabak(options: {
  observed: number | null;
  categories: number;
}): number | null {
  const { observed, categories } = options;
  if (!Number.isInteger(categories) || categories < 2)
    throw new AppError("INVALID_INPUT", `PABAK needs at least 2 categories, got ${categories}.`);
  if (observed === null) return null;
  if (!(observed >= 0 && observed <= 1))
    throw new AppError("INVALID_INPUT", `Observed agreement must lie in [0, 1], got ${observed}.`);
  return (categories * observed - 1) / (categories - 1);
}
