import { ZDimensionGrades, type TDimensionGrades } from "./schemas";

/** Stored per-dimension grades (JSON text or null) as an object; null when none or unreadable. */
export function parseDimensionGrades(options: { stored: string | null }): TDimensionGrades | null {
  const { stored } = options;
  if (stored === null || stored === "") return null;
  try {
    const parsed = ZDimensionGrades.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
