const byString = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const newest = (x: { createdAt: Date }, y: { createdAt: Date }) =>
  y.createdAt.getTime() - x.createdAt.getTime();

type TCampaignKeys = { id: string; name: string; createdAt: Date };
type TRunKeys = {
  id: string;
  origin: string;
  createdAt: Date;
  config: { name: string; version: number; model: string };
};

/**
 * Campaigns and judge runs newest first, as every page, export and CLI command picks its default
 * from them (the agreement dashboard, research, compare, policy). Rows created at the same
 * instant (runs imported together share their timestamp) are ordered by stable keys (campaign
 * name; run configuration name, version, model, origin; then id), compared by code unit, never
 * by the order the database returns them in, which differs between SQLite and PostgreSQL and
 * changes with a dump and restore, nor by the engine's collation. Returns sorted copies.
 */
export function sortOptionsNewestFirst<C extends TCampaignKeys, R extends TRunKeys>(options: {
  campaigns: readonly C[];
  runs: readonly R[];
}): { campaigns: C[]; runs: R[] } {
  return {
    campaigns: [...options.campaigns].sort(
      (x, y) => newest(x, y) || byString(x.name, y.name) || byString(x.id, y.id),
    ),
    runs: [...options.runs].sort(
      (x, y) =>
        newest(x, y) ||
        byString(x.config.name, y.config.name) ||
        x.config.version - y.config.version ||
        byString(x.config.model, y.config.model) ||
        byString(x.origin, y.origin) ||
        byString(x.id, y.id),
    ),
  };
}
