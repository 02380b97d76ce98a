// Child of bench/judge-scale.ts (its DATABASE_URL picks the engine at import): migrates like
// `npm start`, then seeds through the domain layer a project with BENCH_PATCHES candidate patches
// (5 per bug), a lead who signs in, and an LLM judge configuration. One JSON line after
// SCALE_MARKER: the project slug, the configuration id and the lead's email.
import { sampleDiff } from "@/lib/test/diffs";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { createMockJudgeConfig, importBenchDataset } from "./seed-bench-project";

const SCALE_MARKER = "JUDGE_SCALE_SEED ";
const PER_BUG = 5;
const PATCHES = Number(process.env.BENCH_PATCHES);
const PASSWORD = process.env.BENCH_PASSWORD ?? "";
if (!(PATCHES > 0) || PATCHES % PER_BUG !== 0 || !PASSWORD)
  throw new Error("bench/judge-scale-seed.ts is run by bench/judge-scale.ts.");
applyRuntimeEnv();
await prepareDatabase({ quiet: true });
const { createProject } = await import("@/lib/projects/create-project");
const { createUser } = await import("@/lib/users/create-user");
const { prisma } = await import("@/lib/db/client");

const t0 = performance.now();
const project = await createProject({
  input: { slug: "judge-scale", name: "Judge at scale", description: "bench/judge-scale.ts" },
  actorId: null,
});
const lead = await createUser({
  input: {
    email: "lead@scale.test",
    name: "lead",
    password: PASSWORD,
    isAdmin: false,
    projectRoles: [{ projectSlug: project.slug, role: "lead" }],
  },
  actorId: null,
});
// Imported in slices of 10,000 patches (each import is one transaction).
const SLICE_BUGS = 2_000;
for (let first = 0; first < PATCHES / PER_BUG; first += SLICE_BUGS) {
  const bugs = Array.from({ length: Math.min(SLICE_BUGS, PATCHES / PER_BUG - first) }, (_, i) => {
    const b = first + i;
    return {
      bugId: `scale-${String(b).padStart(6, "0")}`,
      title: `Synthetic bug ${b}`,
      bugType: ["overflow", "null-deref", "logic"][b % 3],
      report: `Crash ${b}: the parser reads past the end of its buffer.\n`.repeat(6),
      groundTruthPatch: sampleDiff(`  return x + ${b};`),
    };
  });
  const patches = bugs.flatMap((bug, i) =>
    Array.from({ length: PER_BUG }, (_, k) => ({
      patchId: `${bug.bugId}:p${k}`,
      bugId: bug.bugId,
      patch: sampleDiff(`  return x + ${first + i} * ${k + 2};`, `src/f${k}.c`),
      tool: `tool-${k}`,
    })),
  );
  await importBenchDataset({ projectId: project.id, bugs, patches });
}
const config = await createMockJudgeConfig({ projectId: project.id, name: "scale" });
console.log(
  SCALE_MARKER +
    JSON.stringify({
      slug: project.slug,
      configId: config.id,
      email: lead.email,
      seedSeconds: (performance.now() - t0) / 1000,
    }),
);
await prisma.$disconnect();
process.exit(0);
