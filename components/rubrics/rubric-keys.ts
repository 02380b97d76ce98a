/** Query keys of the rubrics feature. */
export const rubricKeys = {
  all: (slug: string) => ["projects", slug, "rubrics"] as const,
  detail: (slug: string, bugId: string, format: string) =>
    [...rubricKeys.all(slug), "detail", bugId, format] as const,
  batch: (slug: string, batchId: string) => [...rubricKeys.all(slug), "batch", batchId] as const,
  myWork: (slug: string) => [...rubricKeys.all(slug), "my-work"] as const,
  bench: (slug: string, bugId: string) => [...rubricKeys.all(slug), "bench", bugId] as const,
  repair: (slug: string, bugId: string) => [...rubricKeys.all(slug), "repair", bugId] as const,
};

export const rubricUrl = (slug: string, bugId: string, format = "templated", suffix = "") =>
  `/api/projects/${encodeURIComponent(slug)}/bugs/${encodeURIComponent(bugId)}/rubric${suffix}?format=${format}`;
