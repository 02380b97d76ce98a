import type { Command } from "commander";

/** The `rubric` group's help line (every module that may create the group uses it). */
export const RUBRIC_GROUP_DESCRIPTION =
  "Rubrics: draft, list, show, save, submit, review, lint, repair";

/**
 * The `rubric` group: the one another rubric module registered, or a new one. Its subcommands
 * live in several modules (rubric, rubric-draft, rubric-edit, rubric-repair; over --server
 * only rubric-edit's), each loaded with the group.
 */
export function findRubricGroup(program: Command): Command {
  return (
    program.commands.find((c) => c.name() === "rubric") ??
    program.command("rubric").description(RUBRIC_GROUP_DESCRIPTION)
  );
}
