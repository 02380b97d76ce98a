/** Query keys of the project rules (the Rules page). */
export const rulesKeys = {
  all: (slug: string) => ["rules", slug] as const,
  current: (slug: string) => ["rules", slug, "current"] as const,
  versions: (slug: string) => ["rules", slug, "versions"] as const,
};
