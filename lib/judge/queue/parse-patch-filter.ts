import { AppError } from "@/lib/errors/app-error";
import type { TJudgePatchFilter } from "../schemas-filter";

export const PATCH_FILTER_FORMS =
  '"all", "golden", "bug-type:A,B", "bugs:BUG1,BUG2" or "patches:P1,P2"';

/** Comma-separated items, trimmed, without empties, deduplicated in first-seen order. */
const items = (list: string) => [
  ...new Set(
    list
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== ""),
  ),
];

const LIST_KINDS: Record<string, "bugTypes" | "bugs" | "patches"> = {
  "bug-type": "bugTypes",
  "bug-types": "bugTypes",
  bugtype: "bugTypes",
  bugtypes: "bugTypes",
  bug: "bugs",
  bugs: "bugs",
  patch: "patches",
  patches: "patches",
};

/**
 * Parses the `--patches FILTER` syntax: "all", "golden", "bug-type:A,B", "bugs:X,Y" or
 * "patches:P1,P2" (prefixes case-insensitive; items trimmed, empties dropped, deduplicated in
 * order). Empty text means all patches.
 */
export function parsePatchFilter({ text }: { text: string }): TJudgePatchFilter {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "all" };
  const word = trimmed.toLowerCase();
  if (word === "all") return { kind: "all" };
  if (word === "golden") return { kind: "golden" };
  const colon = trimmed.indexOf(":");
  const kind = colon > 0 ? LIST_KINDS[trimmed.slice(0, colon).trim().toLowerCase()] : undefined;
  if (!kind)
    throw new AppError(
      "INVALID_INPUT",
      `Unknown patch filter "${trimmed}". Use ${PATCH_FILTER_FORMS}.`,
    );
  const list = items(trimmed.slice(colon + 1));
  if (list.length === 0) {
    throw new AppError(
      "INVALID_INPUT",
      `Patch filter "${trimmed}" lists no ids. Use ${PATCH_FILTER_FORMS}.`,
    );
  }
  if (kind === "bugTypes") return { kind, bugTypes: list };
  if (kind === "bugs") return { kind, bugIds: list };
  return { kind, patchIds: list };
}
