/** Query keys and API paths of the campaigns feature. */
export const campaignKeys = {
  all: (slug: string) => ["projects", slug, "campaigns"] as const,
  detail: (slug: string, id: string) => [...campaignKeys.all(slug), id] as const,
  queue: (slug: string, id: string) => [...campaignKeys.detail(slug, id), "queue"] as const,
  item: (slug: string, id: string, assignmentId: string) =>
    [...campaignKeys.detail(slug, id), "item", assignmentId] as const,
  adjudication: (slug: string, id: string) =>
    [...campaignKeys.detail(slug, id), "adjudication"] as const,
  /** The draw a benchmark campaign would make (k, seed, tools, models). */
  benchmarkPreview: (slug: string, options: object) =>
    [...campaignKeys.all(slug), "benchmark-preview", options] as const,
  adjudicationItem: (slug: string, id: string, patchId: string) =>
    [...campaignKeys.adjudication(slug, id), patchId] as const,
};

export const campaignUrl = (slug: string, id?: string, suffix = "") =>
  `/api/projects/${encodeURIComponent(slug)}/campaigns${id ? `/${encodeURIComponent(id)}` : ""}${suffix}`;
