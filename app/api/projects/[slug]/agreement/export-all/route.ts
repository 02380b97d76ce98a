import { withAuth } from "@/lib/api/with-auth";
import { fileResponse } from "@/lib/api/file-response";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { exportAgreementZip } from "@/lib/agreement/export-agreement-zip";
import { ZAgreementQuery } from "@/lib/agreement/schemas";

/** Every dashboard table in every format and every chart (SVG), as one zip. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    query: ZAgreementQuery,
    fileTypes: ["application/zip"],
    response: FILE_RESPONSE,
  },
  async ({ access, user, query }) => {
    const { bytes, fileName } = await exportAgreementZip({
      projectId: access.project.id,
      viewerId: user.id,
      slug: access.project.slug,
      query,
    });
    return fileResponse({ body: bytes, fileName, contentType: "application/zip" });
  },
);
