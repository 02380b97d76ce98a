import type { Command } from "commander";

/** A top-level command: what `rubricate --help` lists, and how to load and register it. */
export type TCliCommand = {
  name: string;
  /** Its line in the help's command list (commander's subcommandTerm). */
  term: string;
  description: string;
  /** Uses the database: the environment is checked and pending migrations applied first. */
  database: boolean;
  /** Imports the command's module(s) and registers the command on the program. */
  load: () => Promise<(program: Command) => void>;
};

/**
 * Every top-level command in help order, loaded only when it runs (`--help` loads none of
 * them): a command's module imports its domain (Prisma, the AI SDK), which costs seconds.
 * `cli-commands.test.ts` checks the names, terms and descriptions against the real commands.
 */
export const CLI_COMMANDS: TCliCommand[] = [
  {
    name: "user",
    term: "user",
    description: "Manage users",
    database: true,
    load: async () => (await import("./commands/user")).registerUser,
  },
  {
    name: "token",
    term: "token",
    description: "A user's personal access tokens for the API: create, list, revoke",
    database: true,
    load: async () => (await import("./commands/token")).registerToken,
  },
  {
    name: "project",
    term: "project",
    description: "Manage projects",
    database: true,
    load: async () => (await import("./commands/project")).registerProject,
  },
  {
    name: "import",
    term: "import [options] [file]",
    description:
      "Import a JSONL file of bugs, patches, SWE-bench tasks or predictions; or, with --dump, restore a project dump",
    database: true,
    load: async () => (await import("./commands/import")).registerImport,
  },
  {
    name: "campaign",
    term: "campaign",
    description:
      "Labelling campaigns: create, build, list, show, reveal, disputes, adjudicate, close",
    database: true,
    load: async () => (await import("./commands/campaign")).registerCampaign,
  },
  {
    name: "ratings",
    term: "ratings",
    description: "Raters' labels: import (CSV), export (CSV or JSONL)",
    database: true,
    load: async () => (await import("./commands/campaign")).registerCampaign,
  },
  {
    name: "judge",
    term: "judge [options]",
    description:
      "Judge a project's patches with a saved configuration, showing progress until the run ends",
    database: true,
    load: async () => (await import("./commands/judge")).registerJudge,
  },
  {
    name: "judge-config",
    term: "judge-config",
    description: "Judge configurations (versioned: saving a name again adds a version)",
    database: true,
    load: async () => (await import("./commands/judge")).registerJudge,
  },
  {
    name: "llm",
    term: "llm",
    description: "The configured LLM provider (no database)",
    database: false,
    load: async () => (await import("./commands/llm")).registerLlm,
  },
  {
    name: "worker",
    term: "worker [options]",
    description:
      "Run queued judge jobs (and rubric drafts) until stopped; safe beside npm start and other workers",
    database: true,
    load: async () => (await import("./commands/worker")).registerWorker,
  },
  {
    name: "seed",
    term: "seed [options]",
    description: "Seed the demo project and its accounts",
    database: true,
    load: async () => (await import("./commands/seed")).registerSeed,
  },
  {
    name: "login-info",
    term: "login-info [options]",
    description:
      "Print where to sign in and the demo accounts, if seeded; warn when they are exposed",
    database: true,
    load: async () => (await import("./commands/login-info")).registerLoginInfo,
  },
  {
    name: "dashboard",
    term: "dashboard [options]",
    description:
      "Agreement dashboard of a campaign and judge runs: everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
    database: true,
    load: async () => (await import("./commands/dashboard")).registerDashboard,
  },
  {
    name: "export",
    term: "export [options]",
    description:
      "Dump one project (every row, ids kept; no passwords or sessions) as JSONL, for `import --dump`",
    database: true,
    load: async () => (await import("./commands/export")).registerExport,
  },
  {
    name: "patches",
    term: "patches [options]",
    description:
      "The patch table: every patch with bug, tool, model, tests, campaign consensus and judge labels, filtered and sorted as on the Patches page (or a pasted --query), as JSON or CSV",
    database: true,
    load: async () => (await import("./commands/patches")).registerPatches,
  },
  {
    name: "policy",
    term: "policy [options]",
    description:
      "Decisions from a judge run: binary and percentile validation (and bug abstention) against a success criterion, with filtered success@k; everything as JSON, or one table",
    database: true,
    load: async () => (await import("./commands/policy")).registerPolicy,
  },
  {
    name: "abstain",
    term: "abstain [options]",
    description:
      "Bug abstention: ask the configured LLM whether an agent will fix each bug (prompt r1 or r2) and store P(success)",
    database: true,
    load: async () => (await import("./commands/abstain")).registerAbstain,
  },
  {
    name: "research",
    term: "research [options]",
    description:
      "Research tables (ROC AUC and threshold sweeps, paired runs, BouncerBench metrics, pass@k by tool and model, plausible vs valid, file localization): everything as JSON, or one table as CSV, JSON, Markdown or LaTeX",
    database: true,
    load: async () => (await import("./commands/research")).registerResearch,
  },
  {
    name: "fix-specs",
    term: "fix-specs [options]",
    description:
      "Fix specifications written by fix_spec judge runs (from the report and the edited files, never the developer fix), newest first, as JSON",
    database: true,
    load: async () => (await import("./commands/fix-specs")).registerFixSpecs,
  },
  {
    name: "rubric",
    term: "rubric",
    description: "Rubrics: draft, list, show, save, submit, review, lint, repair",
    database: true,
    load: async () => {
      const [m0, m1, m2, m3] = await Promise.all([
        import("./commands/rubric"),
        import("./commands/rubric-repair"),
        import("./commands/rubric-draft"),
        import("./commands/rubric-edit"),
      ]);
      return (program) => {
        m0.registerRubric(program);
        m1.registerRubricRepair(program);
        m2.registerRubricDraft(program);
        m3.registerRubricEdit(program);
      };
    },
  },
  {
    name: "alignment",
    term: "alignment [options]",
    description:
      "Judge configuration versions against a campaign's consensus: κ, precision, recall, accuracy and their change per version and per rubric version, and the disagreements, as JSON",
    database: true,
    load: async () => (await import("./commands/alignment")).registerAlignment,
  },
  {
    name: "effort",
    term: "effort [options]",
    description:
      "Time to refine and review each bug's rubric against raters' time on its patches (active time), per bug and per rater",
    database: true,
    load: async () => (await import("./commands/effort")).registerEffort,
  },
  {
    name: "rules",
    term: "rules",
    description: "Project rules (paper 001 §8): show, set a new version, history",
    database: true,
    load: async () => (await import("./commands/rules")).registerRules,
  },
  {
    name: "study",
    term: "study",
    description:
      "Preliminary studies (paper 001 §2): self-authored and swapped rubrics, Tables 1-3",
    database: true,
    load: async () => (await import("./commands/study")).registerStudy,
  },
  {
    name: "agreement",
    term: "agreement [options] <file>",
    description:
      "Agreement statistics of a ratings file (CSV item,rater,label[,grade] or JSONL) as JSON",
    database: false,
    load: async () => (await import("./commands/agreement")).registerAgreement,
  },
  {
    name: "bouncer",
    term: "bouncer",
    description: "BouncerBench bouncer metrics from files (no database)",
    database: false,
    load: async () => (await import("./commands/bouncer")).registerBouncer,
  },
];
