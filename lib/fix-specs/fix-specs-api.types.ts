import { z } from "zod";
import { ZFixSpecView } from "./schemas";

/** GET /api/projects/:slug/judge/fix-specs */
export const ZListFixSpecsResponse = z.object({ specs: z.array(ZFixSpecView), total: z.number() });
export type TListFixSpecsResponse = z.output<typeof ZListFixSpecsResponse>;
