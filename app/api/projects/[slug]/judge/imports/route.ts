import { withAuth } from "@/lib/api/with-auth";
import { AppError } from "@/lib/errors/app-error";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import {
  MAX_EXTERNAL_VERDICTS_BYTES,
  ZImportExternalRun,
} from "@/lib/judge/external/schemas-external";
import { ZImportExternalRunResponse } from "@/lib/judge/judge-api.types";

/**
 * Imports another system's verdicts as external judge run(s): multipart field "file" (JSONL or
 * CSV) and the settings of ZImportExternalRun as fields. All-or-nothing, with line errors.
 */
export const POST = withAuth(
  {
    capability: "judge:run",
    upload: {
      description: "A JSONL or CSV file of verdicts (`file`) and the run's settings as fields.",
      files: ["file"],
      fields: ZImportExternalRun,
    },
    response: ZImportExternalRunResponse,
  },
  async ({ req, user, access }) => {
    const form = await req.formData().catch(() => {
      throw new AppError(
        "INVALID_INPUT",
        "Send the file as multipart/form-data with a field named file.",
      );
    });
    const file = form.get("file");
    if (!(file instanceof File))
      throw new AppError("INVALID_INPUT", "file: attach a JSONL or CSV file of verdicts.");
    if (file.size > MAX_EXTERNAL_VERDICTS_BYTES)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `file: larger than ${MAX_EXTERNAL_VERDICTS_BYTES / 1024 / 1024} MB.`,
      );
    const fields = Object.fromEntries(
      [...form.entries()].filter(([key, value]) => key !== "file" && typeof value === "string"),
    );
    const settings = ZImportExternalRun.parse(fields);
    const report = await importExternalVerdicts({
      projectId: access.project.id,
      actorId: user.id,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      settings,
    });
    return { report };
  },
);
