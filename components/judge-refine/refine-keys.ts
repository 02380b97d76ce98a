/** Query keys and API paths of the instruction refinement page (judge/refine). */
export const refineKeys = {
  all: (slug: string) => ["projects", slug, "judge", "guidance"] as const,
};

const base = (slug: string) => `/api/projects/${encodeURIComponent(slug)}/judge/guidance`;

export const refineUrl = {
  list: base,
  decision: (slug: string, proposalId: string) =>
    `${base(slug)}/${encodeURIComponent(proposalId)}/decision`,
};
