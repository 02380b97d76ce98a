import type { Command } from "commander";
import { createProject } from "@/lib/projects/create-project";
import { ZCreateProject } from "@/lib/projects/schemas";

export function registerProject(program: Command) {
  const project = program.command("project").description("Manage projects");
  project
    .command("create")
    .requiredOption("--slug <slug>", "short id used in URLs")
    .requiredOption("--name <name>", "display name")
    .option("--description <text>", "what the project is", "")
    .action(async (opts: { slug: string; name: string; description: string }) => {
      const created = await createProject({ input: ZCreateProject.parse(opts), actorId: null });
      console.log(`Created project ${created.slug}.`);
    });
}
