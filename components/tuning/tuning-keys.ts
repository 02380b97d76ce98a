/** Query keys and API paths of judge tuning (few-shot and the held-out report). */
export const tuningKeys = {
  all: (slug: string) => ["projects", slug, "judge", "tuning"] as const,
  heldOut: (slug: string, config: string, version: number) =>
    [...tuningKeys.all(slug), "held-out", config, version] as const,
};

const project = (slug: string) => `/api/projects/${encodeURIComponent(slug)}`;

export const tuningUrl = {
  fewShot: (slug: string) => `${project(slug)}/judge/tuning/few-shot`,
  heldOut: (slug: string, config: string, version: number) =>
    `${project(slug)}/judge/tuning/held-out?config=${encodeURIComponent(config)}&version=${version}`,
  page: (slug: string, config?: string, version?: number) =>
    `/projects/${slug}/judge/tune${config ? `?config=${encodeURIComponent(config)}${version ? `&version=${version}` : ""}` : ""}`,
};
