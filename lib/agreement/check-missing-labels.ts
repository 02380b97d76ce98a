import { AppError } from "@/lib/errors/app-error";

/** The raters' "don't know": the default missing label, allowed whether or not anyone used it. */
const UNSURE = "UNSURE";

/**
 * Refuses labels counted as missing that no rating of the campaign carries (`labels`: the
 * labels seen, VALID and INVALID first), naming the parameter: `missing=BOGUS` used to be
 * accepted and silently dropped UNSURE from the missing labels, changing κ and α.
 */
export function checkMissingLabels(options: {
  missing: readonly string[];
  labels: readonly string[];
}): void {
  const { missing, labels } = options;
  const unknown = missing.filter((l) => l !== UNSURE && !labels.includes(l));
  if (unknown.length === 0) return;
  const names = unknown.map((l) => `"${l}"`).join(", ");
  throw new AppError(
    "INVALID_INPUT",
    `missing: no rating of this campaign has the label ${names} (its labels: ${[...new Set([...labels, UNSURE])].join(", ")}).`,
    { fields: [{ path: "missing", message: `unknown label ${names}` }] },
  );
}
