/** The diverging colour scale of κ: red at −1, near-white at 0, blue at +1 (linear in RGB). */
const NEGATIVE = [201, 42, 42] as const;
const MIDDLE = [248, 249, 250] as const;
const POSITIVE = [59, 91, 219] as const;

export const KAPPA_NULL_FILL = "#dee2e6";
export const KAPPA_SELF_FILL = "#f1f3f5";

export function kappaColor(kappa: number): string {
  const k = Math.max(-1, Math.min(1, kappa));
  const end = k < 0 ? NEGATIVE : POSITIVE;
  const t = Math.abs(k);
  const [r, g, b] = MIDDLE.map((m, i) => Math.round(m + (end[i]! - m) * t));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Text that stays readable on a cell of that colour. */
export const kappaTextColor = (kappa: number) => (Math.abs(kappa) > 0.55 ? "#ffffff" : "#1b1f24");

/** Stops for an SVG <linearGradient> from −1 to +1. */
export const KAPPA_STOPS = [-1, -0.5, 0, 0.5, 1].map((k) => ({
  offset: `${((k + 1) / 2) * 100}%`,
  color: kappaColor(k),
  k,
}));
