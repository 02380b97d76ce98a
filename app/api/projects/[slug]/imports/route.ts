import { withAuth } from "@/lib/api/with-auth";
import { ZImportResponse } from "@/lib/import/import-api.types";
import { importUpload } from "@/lib/import/import-upload";
import { ZImportUpload } from "@/lib/import/schemas-upload";

/** Multipart upload (`file`, `kind`, `skipInvalid`), streamed to disk and imported from there. */
export const POST = withAuth(
  {
    capability: "project:import",
    upload: {
      description:
        "A JSONL file of bugs or patches (`file`), streamed to disk; optional `kind` and `skipInvalid`.",
      files: ["file"],
      fields: ZImportUpload,
    },
    response: ZImportResponse,
  },
  async ({ req, user, access }) => ({
    report: await importUpload({ req, projectId: access.project.id, actorId: user.id }),
  }),
);
