import { openAsBlob } from "node:fs";

/**
 * A multipart body with a file part read from disk as it is sent (a Blob backed by the file,
 * not its bytes in memory) and string fields.
 */
export async function fileFormData(options: {
  file: string;
  fileName: string;
  fields: Record<string, string | undefined>;
}): Promise<FormData> {
  const blob = await openAsBlob(options.file).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${options.file}: ${err.code ?? err.message}`);
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields))
    if (value !== undefined) form.set(key, value);
  form.set("file", blob, options.fileName);
  return form;
}
