import { withAuth } from "@/lib/api/with-auth";
import { judgeBenchCase } from "@/lib/rubric-bench/judge-bench-case";
import { listBenchCases } from "@/lib/rubric-bench/list-bench-cases";
import {
  ZGetRubricBenchResponse,
  ZRunBenchCaseResponse,
} from "@/lib/rubric-bench/rubric-bench-api.types";
import { ZRunBenchCase } from "@/lib/rubric-bench/schemas";

/** The bug's bench: the developers' fix, negative controls, candidates; and the rubric judges. */
export const GET = withAuth(
  { capability: "rubric:edit", params: ["bugId"], response: ZGetRubricBenchResponse },
  async ({ params, user, access }) => {
    const { cases, configs } = await listBenchCases({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      viewerId: user.id,
    });
    return { cases, configs };
  },
);

/** Judges one case with the rubric text as it stands in the editor. */
export const POST = withAuth(
  {
    capability: "rubric:edit",
    params: ["bugId"],
    body: ZRunBenchCase,
    response: ZRunBenchCaseResponse,
  },
  async ({ params, user, access, body }) =>
    judgeBenchCase({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      viewerId: user.id,
      input: body,
    }),
);
