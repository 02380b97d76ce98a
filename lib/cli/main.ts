import { Command } from "commander";
import { ZodError } from "zod";
import { registerCampaign } from "./commands/campaign";
import { registerImport } from "./commands/import";
import { registerJudge } from "./commands/judge";
import { registerLoginInfo } from "./commands/login-info";
import { registerProject } from "./commands/project";
import { registerSeed } from "./commands/seed";
import { registerUser } from "./commands/user";
import { registerWorker } from "./commands/worker";

const program = new Command()
  .name("rubricate")
  .description("Rubricate from the shell: users, projects, dataset import, campaigns, ratings, the LLM judge and its worker.")
  .showHelpAfterError()
  .exitOverride();

registerUser(program);
registerProject(program);
registerImport(program);
registerCampaign(program);
registerJudge(program);
registerWorker(program);
registerSeed(program);
registerLoginInfo(program);

try {
  await program.parseAsync(process.argv);
  process.exit(process.exitCode ?? 0);
} catch (err) {
  const e = err as { code?: string; exitCode?: number; message?: string };
  if (e.code?.startsWith("commander.")) process.exit(e.exitCode ?? 1);
  if (err instanceof ZodError) for (const issue of err.issues) console.error(`error: ${issue.path.join(".") || "input"}: ${issue.message}`);
  else console.error(`error: ${e.message ?? String(err)}`);
  process.exit(1);
}
