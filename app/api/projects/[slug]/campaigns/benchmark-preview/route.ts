import { withAuth } from "@/lib/api/with-auth";
import { ZBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";
import { previewBenchmark } from "@/lib/benchmark/preview-benchmark";
import { ZBenchmarkOptions } from "@/lib/benchmark/schemas";

/** The patch set a benchmark campaign would draw from agent samples (k, seed), with its table per bug type. */
export const POST = withAuth(
  {
    capability: "campaign:manage",
    body: ZBenchmarkOptions,
    response: ZBenchmarkPreviewResponse,
    computeOnly: true,
  },
  async ({ access, body }) => previewBenchmark({ projectId: access.project.id, benchmark: body }),
);
