import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROJECT } from "./demo-accounts";
import { seedJudgeConfigs } from "./seed-judge-configs";
import { seedPilotCampaign } from "./seed-pilot-campaign";

export type TSeedResult = {
  seeded: boolean;
  reason?: string;
  bugs?: number;
  patches?: number;
  campaigns?: number;
  judgeConfigs?: number;
  /** With random passwords: each account's, to print once (they are stored only hashed). */
  accounts?: { email: string; password: string; role: string }[];
};

/**
 * Seeds the demo project, its accounts and its own data (lib/demo/data) through
 * the domain layer. With `ifEmpty`, does nothing once any user exists, so a
 * second start changes nothing. The accounts get the published DEMO_PASSWORD, or with
 * `passwords: "random"` (a server other machines can reach, see chooseDemoPasswords) a random
 * password each, returned in `accounts`.
 */
export async function seedDemo(options: {
  ifEmpty: boolean;
  dataDir?: string;
  passwords?: "published" | "random";
}): Promise<TSeedResult> {
  if (options.ifEmpty && (await prisma.user.count()) > 0)
    return { seeded: false, reason: "the database already has users" };
  if (await prisma.project.findUnique({ where: { slug: DEMO_PROJECT.slug } }))
    return { seeded: false, reason: "the demo project exists" };
  const project = await createProject({ input: DEMO_PROJECT, actorId: null });
  const accounts: { email: string; password: string; role: string }[] = [];
  const missing: (typeof DEMO_ACCOUNTS)[number][] = [];
  for (const a of DEMO_ACCOUNTS)
    if (!(await prisma.user.findUnique({ where: { email: a.email } }))) missing.push(a);
  const passwords = missing.map(() =>
    options.passwords === "random" ? randomBytes(12).toString("base64url") : DEMO_PASSWORD,
  );
  // The scrypt hashes side by side (Node runs them on its thread pool): the first start waits for them.
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  for (const [i, a] of missing.entries()) {
    const password = passwords[i]!;
    if (options.passwords === "random")
      accounts.push({
        email: a.email,
        password,
        role: a.isAdmin ? "site admin" : a.roles.join(", "),
      });
    await createUser({
      input: {
        email: a.email,
        name: a.name,
        password,
        isAdmin: a.isAdmin,
        projectRoles: a.roles.map((role) => ({ projectSlug: project.slug, role })),
      },
      actorId: null,
      hashPassword: async () => hashes[i]!,
    });
  }
  const dir = options.dataDir ?? fileURLToPath(new URL("../demo/data", import.meta.url));
  const bugs = await importDataset({
    projectId: project.id,
    actorId: null,
    fileName: "demo-bugs.jsonl",
    kind: "bugs",
    bytes: readFileSync(path.join(dir, "bugs.jsonl")),
  });
  const patches = await importDataset({
    projectId: project.id,
    actorId: null,
    fileName: "demo-patches.jsonl",
    kind: "patches",
    bytes: readFileSync(path.join(dir, "patches.jsonl")),
  });
  if (!bugs.written || !patches.written)
    throw new Error(
      `Demo data failed to import: ${JSON.stringify([...bugs.errors, ...patches.errors].slice(0, 5))}`,
    );
  const raters = await prisma.user.findMany({
    where: {
      email: {
        in: DEMO_ACCOUNTS.filter((a) => (a.roles as readonly string[]).includes("rater")).map(
          (a) => a.email,
        ),
      },
    },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({
    where: { email: "lead@demo.rubricate" },
    select: { id: true },
  });
  await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Demo round 1",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: raters.map((r) => r.id),
      allowUnsure: true,
      instructions:
        "Judge each candidate against the bug report and the developer fix. A valid patch fixes the root cause without breaking intended behaviour; passing the failing test alone is not enough.",
      showGroundTruth: true,
    }),
  });
  const pilot = await seedPilotCampaign({ projectId: project.id, actorId: lead.id, dataDir: dir });
  const judge = await seedJudgeConfigs({
    projectId: project.id,
    actorId: lead.id,
    campaignId: pilot.campaignId,
  });
  return {
    seeded: true,
    bugs: bugs.created.bugs,
    patches: patches.created.patches,
    campaigns: 2,
    judgeConfigs: judge.configs,
    ...(options.passwords === "random" ? { accounts } : {}),
  };
}
