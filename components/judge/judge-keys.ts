/** Query keys and API paths of the judge feature. */
export const judgeKeys = {
  all: (slug: string) => ["projects", slug, "judge"] as const,
  configs: (slug: string) => [...judgeKeys.all(slug), "configs"] as const,
  runs: (slug: string) => [...judgeKeys.all(slug), "runs"] as const,
  run: (slug: string, runId: string) => [...judgeKeys.runs(slug), runId] as const,
  results: (
    slug: string,
    runId: string,
    page: { disagreements: boolean; limit: number; cursor: string | null },
  ) =>
    [
      ...judgeKeys.run(slug, runId),
      "results",
      page.disagreements,
      page.limit,
      page.cursor ?? "",
    ] as const,
  result: (slug: string, runId: string, patchId: string) =>
    [...judgeKeys.run(slug, runId), "result", patchId] as const,
  themes: (slug: string, runId: string) => [...judgeKeys.run(slug, runId), "themes"] as const,
  flags: (slug: string, runId: string) => [...judgeKeys.run(slug, runId), "flags"] as const,
  requirements: (slug: string, runId: string) =>
    [...judgeKeys.run(slug, runId), "requirements"] as const,
  grades: (slug: string, runId: string) => [...judgeKeys.run(slug, runId), "grades"] as const,
  campaigns: (slug: string) => [...judgeKeys.all(slug), "campaigns"] as const,
  fixSpecs: (slug: string, bug: string) => [...judgeKeys.all(slug), "fix-specs", bug] as const,
};

const project = (slug: string) => `/api/projects/${encodeURIComponent(slug)}`;

export const judgeUrl = {
  configs: (slug: string) => `${project(slug)}/judge/configs`,
  runs: (slug: string) => `${project(slug)}/judge/runs`,
  imports: (slug: string) => `${project(slug)}/judge/imports`,
  run: (slug: string, runId: string, suffix = "") =>
    `${project(slug)}/judge/runs/${encodeURIComponent(runId)}${suffix}`,
  campaigns: (slug: string) => `${project(slug)}/campaigns`,
  fixSpecs: (slug: string, bug: string) =>
    `${project(slug)}/judge/fix-specs${bug ? `?bug=${encodeURIComponent(bug)}` : ""}`,
};

/** A run is live while its worker may still change it. */
export const isLive = (status: string | undefined) => status === "queued" || status === "running";
