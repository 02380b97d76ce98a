import { z } from "zod";
import { ZLlmSettings } from "@/lib/llm/get-llm-settings";

// Response schemas of the project, session and settings routes (app/api/projects, /api/me, /api/settings/llm).

const ZProjectSummary = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  roles: z.array(z.string()),
  bugs: z.number(),
  patches: z.number(),
});

export const ZListProjectsResponse = z.object({ projects: z.array(ZProjectSummary) });
export type TListProjectsResponse = z.output<typeof ZListProjectsResponse>;

export const ZCreateProjectResponse = z.object({
  project: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
  }),
});
export type TCreateProjectResponse = z.output<typeof ZCreateProjectResponse>;

export const ZGetMeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), isAdmin: z.boolean() }),
  projects: z.array(ZProjectSummary),
});
export type TGetMeResponse = z.output<typeof ZGetMeResponse>;

export const ZGetLlmSettingsResponse = z.object({ llm: ZLlmSettings });
export type TGetLlmSettingsResponse = z.output<typeof ZGetLlmSettingsResponse>;
