import type { TJudgePatchFilter } from "../schemas-filter";

/** A patch filter in the `--patches` syntax, for display; parsePatchFilter reads it back. */
export function formatPatchFilter({ filter }: { filter: TJudgePatchFilter }): string {
  switch (filter.kind) {
    case "all":
    case "golden":
      return filter.kind;
    case "bugTypes":
      return `bug-type:${filter.bugTypes.join(",")}`;
    case "bugs":
      return `bugs:${filter.bugIds.join(",")}`;
    case "patches":
      return `patches:${filter.patchIds.join(",")}`;
  }
}
