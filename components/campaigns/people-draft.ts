/** The people the campaign page's editor ticks: the rater pool and the named adjudicators. */
export type TPeople = { raters: readonly string[]; adjudicators: readonly string[] };

/** The campaign's people as the server holds them: the pool's active raters, the adjudicators. */
export const peopleOf = (overview: {
  raters: readonly { userId: string; active: boolean }[];
  adjudicators: readonly { userId: string }[];
}): TPeople => ({
  raters: overview.raters.filter((r) => r.active).map((r) => r.userId),
  adjudicators: overview.adjudicators.map((a) => a.userId),
});

const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** True when both hold the same raters and the same adjudicators, in any order. */
export const samePeople = (a: TPeople, b: TPeople): boolean =>
  sameIds(a.raters, b.raters) && sameIds(a.adjudicators, b.adjudicators);

/**
 * What the editor does when the server's people (`server`) may differ from those its ticks
 * started from (`base`): nothing when they are the same; "adopt" them when nothing is ticked
 * differently (`mine` is `base`), or the ticks already match them (a save of mine coming back);
 * "conflict" otherwise: the ticks stay, and the lead chooses (load theirs, or keep mine on top
 * of theirs). Pure.
 */
export function peopleSync(options: {
  base: TPeople;
  mine: TPeople;
  server: TPeople;
}): "same" | "adopt" | "conflict" {
  const { base, mine, server } = options;
  if (samePeople(server, base)) return "same";
  if (samePeople(mine, base) || samePeople(mine, server)) return "adopt";
  return "conflict";
}

/** Their ids with my changes against `base` on top: my removals taken out, my additions added. */
const mergeIds = (base: readonly string[], mine: readonly string[], theirs: readonly string[]) => {
  const removed = new Set(base.filter((id) => !mine.includes(id)));
  const kept = theirs.filter((id) => !removed.has(id));
  const added = mine.filter((id) => !base.includes(id) && !kept.includes(id));
  return [...kept, ...added];
};

/**
 * "Keep mine on top": the server's people with the lead's unsaved ticks (what `mine` adds to or
 * takes from `base`) applied to them, so another lead's change stays unless the lead undid that
 * very person. Still unsaved: the lead saves it. Pure.
 */
export function mergePeople(options: { base: TPeople; mine: TPeople; server: TPeople }): TPeople {
  const { base, mine, server } = options;
  return {
    raters: mergeIds(base.raters, mine.raters, server.raters),
    adjudicators: mergeIds(base.adjudicators, mine.adjudicators, server.adjudicators),
  };
}

/**
 * What another lead changed (`server` against `base`), in words for the conflict notice: e.g.
 * "added rater Ada; removed adjudicator Bo". People are named from `names` (user id → name), an
 * unknown id as "a user no longer in the project". Empty when nothing differs. Pure.
 */
export function describePeopleChange(options: {
  base: TPeople;
  server: TPeople;
  names: ReadonlyMap<string, string>;
}): string {
  const { base, server, names } = options;
  const name = (id: string) => names.get(id) ?? "a user no longer in the project";
  const parts: string[] = [];
  for (const [role, key] of [
    ["rater", "raters"],
    ["adjudicator", "adjudicators"],
  ] as const) {
    const added = server[key].filter((id) => !base[key].includes(id)).map(name);
    const removed = base[key].filter((id) => !server[key].includes(id)).map(name);
    const plural = (list: string[]) => (list.length === 1 ? role : `${role}s`);
    if (added.length > 0) parts.push(`added ${plural(added)} ${added.join(", ")}`);
    if (removed.length > 0) parts.push(`removed ${plural(removed)} ${removed.join(", ")}`);
  }
  return parts.join("; ");
}
