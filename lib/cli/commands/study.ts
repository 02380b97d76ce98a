import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { changeStudyPhase } from "@/lib/studies/change-study-phase";
import { createStudy } from "@/lib/studies/create-study";
import { getStudyOverview } from "@/lib/studies/get-study-overview";
import { listStudies } from "@/lib/studies/list-studies";
import { loadStudyReport } from "@/lib/studies/load-study-report";
import { ZChangeStudyPhase, ZCreateStudy } from "@/lib/studies/schemas";
import { findProjectId } from "../find-project-id";
import { countNoun } from "@/lib/text/count-noun";

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

async function findUser(email: string | undefined) {
  const user = await prisma.user.findFirst({
    where: email ? { email: email.toLowerCase() } : { isAdmin: true },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!user)
    throw new Error(email ? `No user with email ${email}.` : "No site admin exists; pass --owner.");
  return user.id;
}

async function findStudyId(slug: string, id: string) {
  const projectId = await findProjectId({ slug });
  const study = await prisma.study.findFirst({ where: { id, projectId }, select: { id: true } });
  if (!study) throw new Error(`No study ${id} in ${slug}.`);
  return study.id;
}

type TReport = Awaited<ReturnType<typeof loadStudyReport>>;
function formatReport(report: TReport): string {
  const names = new Map((report.raterNames ?? []).map((r) => [r.position, r.name]));
  const lines: string[] = [];
  for (const [key, title] of [
    ["table1", "Table 1. Self-authored rubrics (Fleiss's or Cohen's kappa)"],
    ["table2", "Table 2. Rater self-agreement (Cohen's kappa)"],
    ["table3", "Table 3. Same rubric, two raters (Cohen's kappa)"],
  ] as const) {
    lines.push(title);
    for (const c of report[key]) {
      const who = c.positions
        .map((p) => names.get(p))
        .filter(Boolean)
        .join(", ");
      const kappa = c.kappa === null ? `— (${c.reason})` : c.kappa.toFixed(2);
      lines.push(`  ${c.raters} | ${c.rubric} | ${kappa} | n=${c.n}${who ? ` | ${who}` : ""}`);
    }
  }
  return lines.join("\n");
}

export function registerStudy(program: Command) {
  const study = program
    .command("study")
    .description(
      "Preliminary studies (paper 001 §2): self-authored and swapped rubrics, Tables 1-3",
    );
  study
    .command("create")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--name <name>", "study name")
    .requiredOption("--raters <emails>", "comma-separated rater emails, in order (Rater 1, 2, …)")
    .requiredOption("--bugs <ids>", "comma-separated bug ids: every patch of each is studied")
    .option("--owner <email>", "user recorded as the creator (default: the first site admin)")
    .option("--json", "print the study as JSON")
    .action(
      async (opts: {
        project: string;
        name: string;
        raters: string;
        bugs: string;
        owner?: string;
        json?: boolean;
      }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const emails = list(opts.raters).map((e) => e.toLowerCase());
        const users = await prisma.user.findMany({
          where: { email: { in: emails } },
          select: { id: true, email: true },
        });
        const unknown = emails.filter((e) => !users.some((u) => u.email === e));
        if (unknown.length > 0) throw new Error(`No user with email ${unknown.join(", ")}.`);
        const input = ZCreateStudy.parse({
          name: opts.name,
          raterIds: emails.map((e) => users.find((u) => u.email === e)!.id),
          bugIds: list(opts.bugs),
        });
        const created = await createStudy({
          projectId,
          actorId: await findUser(opts.owner),
          input,
        });
        console.log(
          opts.json
            ? JSON.stringify(created, null, 2)
            : `Created study ${created.id}: ${countNoun({ count: created.raters, one: "rater" })}, ${countNoun({ count: created.patches, one: "patch", other: "patches" })}.`,
        );
      },
    );
  study
    .command("list")
    .requiredOption("--project <slug>", "project")
    .option("--json", "print JSON")
    .action(async (opts: { project: string; json?: boolean }) => {
      const studies = await listStudies({ projectId: await findProjectId({ slug: opts.project }) });
      if (opts.json) return console.log(JSON.stringify(studies, null, 2));
      for (const s of studies)
        console.log(
          `${s.id}  ${s.phase.padEnd(9)}  ${countNoun({ count: s.raters, one: "rater" })}  ${countNoun({ count: s.patches, one: "patch", other: "patches" })}  ${countNoun({ count: s.labels, one: "label" })}  ${s.name}`,
        );
      if (studies.length === 0) console.log("No studies.");
    });
  study
    .command("show")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--study <id>", "study id")
    .option("--json", "print JSON")
    .action(async (opts: { project: string; study: string; json?: boolean }) => {
      const overview = await getStudyOverview({
        studyId: await findStudyId(opts.project, opts.study),
        blind: false,
      });
      if (opts.json) return console.log(JSON.stringify(overview, null, 2));
      const { study: s, bugs, patches, raters } = overview;
      console.log(
        `${s.name} (${s.phase}): ${countNoun({ count: bugs, one: "bug" })}, ${countNoun({ count: patches, one: "patch", other: "patches" })}`,
      );
      for (const r of raters)
        console.log(
          `  Rater ${r.position} ${r.name} <${r.email}> (swap: Rater ${r.swapPosition}'s rubric): rubrics ${r.rubrics}/${bugs}, own ${r.own}/${patches}, swap ${r.swap}/${patches}`,
        );
    });
  study
    .command("phase")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--study <id>", "study id")
    .requiredOption("--to <phase>", "labelling | closed")
    .option("--owner <email>", "user recorded as the actor (default: the first site admin)")
    .option("--force", "close although raters still owe labels (refused otherwise, listing them)")
    .option("--json", "print the result as JSON ({phase, missing})")
    .action(
      async (opts: {
        project: string;
        study: string;
        to: string;
        owner?: string;
        force?: boolean;
        json?: boolean;
      }) => {
        const result = await changeStudyPhase({
          studyId: await findStudyId(opts.project, opts.study),
          actorId: await findUser(opts.owner),
          input: ZChangeStudyPhase.parse({ phase: opts.to, force: Boolean(opts.force) }),
        });
        if (opts.json) return console.log(JSON.stringify(result, null, 2));
        const missing = result.missing
          .map((m) => `${m.name} (own ${m.own}, swap ${m.swap})`)
          .join("; ");
        console.log(
          `The study is now ${result.phase}.${missing ? ` Closed with labels missing: ${missing}.` : ""}`,
        );
      },
    );
  study
    .command("report")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--study <id>", "study id")
    .option("--json", "print the three tables as JSON")
    .action(async (opts: { project: string; study: string; json?: boolean }) => {
      const report = await loadStudyReport({
        studyId: await findStudyId(opts.project, opts.study),
        names: true,
      });
      console.log(opts.json ? JSON.stringify(report, null, 2) : formatReport(report));
    });
}
