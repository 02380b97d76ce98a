// The le2019 study (Le et al. 2019) ships beside the checkout in ../shared; the product never
// reads it at run time. A project with its bugs and patches, a lead and a rater, and an empty
// external campaign to import its ratings into, for the dashboard's database tests.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

export const le2019 = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../shared/data/le2019/${name}`, import.meta.url)));

export async function seedLe2019Project(options: { slug: string; name: string }) {
  const { slug } = options;
  const projectId = (
    await createProject({ input: { slug, name: options.name, description: "" }, actorId: null })
  ).id;
  const ids: Record<"lead" | "rater", string> = { lead: "", rater: "" };
  for (const tag of ["lead", "rater"] as const) {
    ids[tag] = (
      await createUser({
        input: {
          email: `${tag}@${slug}.test`,
          name: tag,
          password: "password-123",
          isAdmin: false,
          projectRoles: [{ projectSlug: slug, role: tag }],
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  }
  for (const kind of ["bugs", "patches"] as const)
    await importDataset({
      projectId,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: le2019(`${kind}.jsonl`),
    });
  const campaignId = (
    await createCampaign({
      projectId,
      actorId: ids.lead,
      input: ZCreateCampaign.parse({
        name: "Le et al. 2019",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    })
  ).id;
  return { projectId, campaignId, ids };
}
