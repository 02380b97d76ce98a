// Child of bench/policy-cli.ts: the in-process part of `rubricate policy` without the CLI's
// start-up. After the modules are loaded and the database connection is open, times one cold
// getPolicyEvaluation (its queries and the report) and JSON.stringify, and prints one JSON
// object: the milliseconds and the evaluation.
import { applyRuntimeEnv } from "@/scripts/runtime-env.mjs";

applyRuntimeEnv();
const { getPolicyEvaluation } = await import("@/lib/policies/get-policy-evaluation");
const { ZPolicyQuery } = await import("@/lib/policies/schemas");
const { prisma } = await import("@/lib/db/client");
const [slug, percentiles] = process.argv.slice(2);
const project = await prisma.project.findUniqueOrThrow({ where: { slug }, select: { id: true } });
const query = ZPolicyQuery.parse({ percentiles, success: "tests" });
const t0 = performance.now();
const evaluation = await getPolicyEvaluation({ projectId: project.id, viewerId: null, query });
const t1 = performance.now();
const text = JSON.stringify(evaluation, null, 2);
const t2 = performance.now();
process.stdout.write(
  `${JSON.stringify({ evaluateMs: t1 - t0, stringifyMs: t2 - t1, evaluation: JSON.parse(text) })}\n`,
);
await prisma.$disconnect();
