import { diffLines } from "diff";

export type TEditRegion = {
  type: "addition" | "deletion" | "modification";
  baseStart: number;
  baseEnd: number;
  newStart: number;
  newEnd: number;
  beforeText: string;
  afterText: string;
};

/**
 * The changed regions between two versions of a text, in document order, from a
 * line-level diff: removed lines directly followed or preceded by added lines form one
 * "modification", lone added lines an "addition", lone removed lines a "deletion".
 * Offsets are UTF-16 indexes into `base` and `next`, end exclusive; an addition has
 * baseStart === baseEnd and a deletion newStart === newEnd. A last line without a
 * newline is its own line, so adding "\n" after it modifies that line.
 */
export function segmentEdits(options: { base: string; next: string }): TEditRegion[] {
  const { base, next } = options;
  if (base === next) return [];
  const regions: TEditRegion[] = [];
  let basePos = 0;
  let newPos = 0;
  let run: { baseStart: number; newStart: number } | null = null;
  const flush = () => {
    if (!run) return;
    const removed = basePos > run.baseStart;
    const added = newPos > run.newStart;
    regions.push({
      type: removed && added ? "modification" : added ? "addition" : "deletion",
      baseStart: run.baseStart,
      baseEnd: basePos,
      newStart: run.newStart,
      newEnd: newPos,
      beforeText: base.slice(run.baseStart, basePos),
      afterText: next.slice(run.newStart, newPos),
    });
    run = null;
  };
  for (const change of diffLines(base, next)) {
    if (!change.added && !change.removed) {
      flush();
      basePos += change.value.length;
      newPos += change.value.length;
      continue;
    }
    run ??= { baseStart: basePos, newStart: newPos };
    if (change.removed) basePos += change.value.length;
    else newPos += change.value.length;
  }
  flush();
  return regions;
}
