import type { z } from "zod";
import { ZClassifyThemesResult, ZRejectionThemesView } from "./schemas";

/** GET /api/projects/:slug/judge/runs/:runId/themes */
export const ZGetRejectionThemesResponse = ZRejectionThemesView;
export type TGetRejectionThemesResponse = z.output<typeof ZGetRejectionThemesResponse>;

/** POST /api/projects/:slug/judge/runs/:runId/themes */
export const ZClassifyRejectionThemesResponse = ZClassifyThemesResult;
export type TClassifyRejectionThemesResponse = z.output<typeof ZClassifyRejectionThemesResponse>;
