import { withAuth } from "@/lib/api/with-auth";
import { AppError } from "@/lib/errors/app-error";
import { importDataset } from "@/lib/import/import-dataset";
import { MAX_UPLOAD_BYTES, ZImportUpload } from "@/lib/import/schemas-upload";

export const POST = withAuth<{ slug: string }, true>({ capability: "project:import" }, async ({ req, user, access }) => {
  const form = await req.formData().catch(() => {
    throw new AppError("INVALID_INPUT", "Send the file as multipart/form-data with a field named file.");
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("INVALID_INPUT", "file: attach a JSONL file.");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "file: larger than 200 MB.");
  const fields = ZImportUpload.parse({ kind: form.get("kind") ?? undefined, skipInvalid: form.get("skipInvalid") ?? undefined });
  const report = await importDataset({
    projectId: access.project.id, actorId: user.id, fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()), kind: fields.kind, skipInvalid: fields.skipInvalid,
  });
  return { report };
});
