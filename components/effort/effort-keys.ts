/** Query keys of the effort report. */
export const effortKeys = {
  report: (slug: string) => ["projects", slug, "effort"] as const,
};

export const effortUrl = (slug: string, format: "json" | "csv" = "json") =>
  `/api/projects/${encodeURIComponent(slug)}/effort${format === "csv" ? "?format=csv" : ""}`;
