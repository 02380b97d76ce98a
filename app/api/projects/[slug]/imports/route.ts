import { withAuth } from "@/lib/api/with-auth";
import { ZImportResponse } from "@/lib/import/import-api.types";
import { importUpload } from "@/lib/import/import-upload";

/** Multipart upload (`file`, `kind`, `skipInvalid`), streamed to disk and imported from there. */
export const POST = withAuth(
  { capability: "project:import", response: ZImportResponse },
  async ({ req, user, access }) => ({
    report: await importUpload({ req, projectId: access.project.id, actorId: user.id }),
  }),
);
