/** Query keys and API paths of the studies feature. */
export const studyKeys = {
  all: (slug: string) => ["projects", slug, "studies"] as const,
  detail: (slug: string, id: string) => [...studyKeys.all(slug), id] as const,
  queue: (slug: string, id: string) => [...studyKeys.detail(slug, id), "queue"] as const,
  rubric: (slug: string, id: string, bugId: string) =>
    [...studyKeys.detail(slug, id), "rubric", bugId] as const,
};

export const studyUrl = (slug: string, id?: string, suffix = "") =>
  `/api/projects/${encodeURIComponent(slug)}/studies${id ? `/${encodeURIComponent(id)}` : ""}${suffix}`;
