import type { TImportReport } from "./schemas";
import { importDataset } from "./import-dataset";
import { receiveUpload } from "./receive-upload";
import { MAX_UPLOAD_BYTES, ZImportUpload } from "./schemas-upload";

/**
 * Imports a JSONL file uploaded as multipart/form-data (`file`, optional `kind` and
 * `skipInvalid`): the upload is spooled to a temporary file as it arrives and imported from
 * there in a streaming pass, so memory stays bounded up to the 200 MB limit.
 */
export async function importUpload(options: {
  req: Request;
  projectId: string;
  actorId: string;
}): Promise<TImportReport> {
  const upload = await receiveUpload({
    req: options.req,
    fileField: "file",
    maxBytes: MAX_UPLOAD_BYTES,
  });
  try {
    const fields = ZImportUpload.parse({
      kind: upload.fields.kind,
      skipInvalid: upload.fields.skipInvalid,
    });
    return await importDataset({
      projectId: options.projectId,
      actorId: options.actorId,
      fileName: upload.fileName,
      path: upload.path,
      kind: fields.kind,
      skipInvalid: fields.skipInvalid,
    });
  } finally {
    await upload.remove();
  }
}
