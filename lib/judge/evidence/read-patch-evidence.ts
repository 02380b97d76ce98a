import { touchedFiles } from "@/lib/diff/touched-files";
import { cleanDiffPath } from "@/lib/diff/clean-diff-path";
import type { TPatchEvidence } from "./schemas-evidence";

const COMPILE_KEYS = ["compiles", "compiled", "builds"] as const;

/**
 * What is known about a patch, from its imported columns: the test outcome (fails when
 * `passesTests` is false or a fail-to-pass test still fails; passes when `passesTests` is true
 * or every fail-to-pass test passes; as lib/judge/config/format-test-outcome tells the judge),
 * the files its diff touches (lib/diff), and whether it compiled where the import recorded it
 * (a boolean `compiles`, `compiled` or `builds` in the patch's metadata). Pure.
 */
export function readPatchEvidence(options: {
  diff: string;
  passesTests: boolean | null;
  failToPassPassed: number | null;
  failToPassTotal: number | null;
  passToPassPassed?: number | null;
  passToPassTotal?: number | null;
  metadata?: string | null;
}): TPatchEvidence {
  const { passesTests, failToPassPassed: f2p, failToPassTotal: f2pTotal } = options;
  const hasCounts = f2p !== null && f2pTotal !== null && f2pTotal > 0;
  const details: string[] = [];
  if (hasCounts) details.push(`${f2p} of ${f2pTotal} fail-to-pass tests pass`);
  const p2p = options.passToPassPassed ?? null;
  const p2pTotal = options.passToPassTotal ?? null;
  if (p2p !== null && p2pTotal !== null && p2pTotal > 0)
    details.push(`${p2p} of ${p2pTotal} pass-to-pass tests pass`);
  const fails = passesTests === false || (hasCounts && f2p < f2pTotal);
  const tests = fails ? "fail" : passesTests === true || hasCounts ? "pass" : "unknown";
  let files: string[] = [];
  try {
    files = touchedFiles({ text: options.diff })
      .map((f) => cleanDiffPath({ name: f.path }).replace(/^[ab]\//, ""))
      .filter((p) => p && p !== "/dev/null");
  } catch {
    files = [];
  }
  return {
    tests,
    testsDetail: details.length > 0 ? details.join(", ") : null,
    files: [...new Set(files)],
    compiled: readCompiled(options.metadata ?? null),
  };
}

function readCompiled(metadata: string | null): boolean | null {
  if (!metadata) return null;
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (!parsed || typeof parsed !== "object") return null;
    for (const key of COMPILE_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "boolean") return value;
    }
  } catch {
    return null;
  }
  return null;
}
