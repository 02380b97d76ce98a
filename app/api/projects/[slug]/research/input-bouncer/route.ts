import { withAuth } from "@/lib/api/with-auth";
import { buildInputBouncerReport } from "@/lib/bouncer/build-input-bouncer-report";
import { AppError } from "@/lib/errors/app-error";
import { ZInputBouncerResponse } from "@/lib/research/research-api.types";

/** Largest upload in total (annotations and outputs), in bytes. */
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * BouncerBench's input-bouncer table from uploaded files: multipart field "annotations" (CSV
 * instance_id, underspecified) and one or more "outputs" (JSONL). Computed, not stored.
 */
export const POST = withAuth(
  {
    capability: "agreement:read",
    upload: {
      description:
        "The specificity annotations CSV (`annotations`) and one or more bouncer output JSONL files (`outputs`).",
      files: ["annotations", "outputs"],
    },
    response: ZInputBouncerResponse,
    computeOnly: true,
  },
  async ({ req }) => {
    const form = await req.formData().catch(() => {
      throw new AppError("INVALID_INPUT", "Send the files as multipart/form-data.");
    });
    const annotations = form.get("annotations");
    const outputs = form.getAll("outputs").filter((f): f is File => f instanceof File);
    if (!(annotations instanceof File))
      throw new AppError("INVALID_INPUT", "annotations: attach the specificity annotations CSV.");
    if (outputs.length === 0)
      throw new AppError(
        "INVALID_INPUT",
        "outputs: attach at least one bouncer output JSONL file.",
      );
    if ([annotations, ...outputs].reduce((s, f) => s + f.size, 0) > MAX_BYTES)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The files are larger than ${MAX_BYTES / 1024 / 1024} MB.`,
      );
    const text = (f: File) => f.text();
    const report = buildInputBouncerReport({
      annotations: { name: annotations.name, text: await text(annotations) },
      outputs: await Promise.all(outputs.map(async (f) => ({ name: f.name, text: await text(f) }))),
    });
    return { report };
  },
);
