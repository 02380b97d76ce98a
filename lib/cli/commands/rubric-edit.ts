import type { Command } from "commander";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import { findActingUser } from "../find-acting-user";
import { findProjectId } from "../find-project-id";
import {
  defineRubricEditCommands,
  parseFormat,
  planSave,
  printDryRun,
  printReviewed,
  printSaved,
  printShown,
  printSubmitted,
  requireRubric,
  reviewBody,
  type TReviewOptions,
  type TSaveOptions,
  type TShowOptions,
  type TSubmitOptions,
} from "./rubric-edit-options";

/**
 * `rubricate rubric show | save | submit | review` on this machine's database: what the rubric
 * editor and the review page do, through the routes' domain functions (getRubric,
 * saveRubricVersion, submitRubric, reviewRubric) as the engineer `--as` names, checked as the
 * API checks a signed-in user (rubric:edit in the project). Joins the `rubric` group.
 */
export function registerRubricEdit(program: Command) {
  const { show, save, submit, review } = defineRubricEditCommands(program);
  /** The project, the acting engineer and the rubric as GET …/rubric returns it. */
  const load = async (opts: TShowOptions & { as?: string }, acting: boolean) => {
    const format = parseFormat(opts);
    const projectId = await findProjectId({ slug: opts.project });
    const user = acting
      ? (await findActingUser({ email: opts.as, slug: opts.project, capability: "rubric:edit" }))
          .user
      : null;
    const detail = await getRubric({ projectId, bugExternalId: opts.bug, format });
    return { format, projectId, user, detail };
  };

  show.action(async (opts: TShowOptions) => {
    const { detail } = await load(opts, false);
    printShown({ detail, opts });
  });

  save.action(async (opts: TSaveOptions) => {
    const { format, projectId, user, detail } = await load(opts, !opts.dryRun);
    const plan = planSave({ detail, opts });
    if (opts.dryRun || !user) return printDryRun({ plan, json: opts.json });
    const saved = await saveRubricVersion({
      projectId,
      bugExternalId: opts.bug,
      format,
      userId: user.id,
      input: plan.input,
    });
    printSaved({ saved, plan, opts });
  });

  submit.action(async (opts: TSubmitOptions) => {
    const { format, projectId, user, detail } = await load(opts, true);
    const version = requireRubric({ detail, opts }).currentVersion;
    const submitted = await submitRubric({
      projectId,
      bugExternalId: opts.bug,
      format,
      userId: user!.id,
      versionId: opts.versionId ?? version.id,
    });
    printSubmitted({ submitted, number: version.number, opts });
  });

  review.action(async (opts: TReviewOptions) => {
    const { format, projectId, user, detail } = await load(opts, true);
    const input = reviewBody({ detail, opts });
    const reviewed = await reviewRubric({
      projectId,
      bugExternalId: opts.bug,
      format,
      userId: user!.id,
      input,
    });
    printReviewed({
      reviewed,
      number: requireRubric({ detail, opts }).currentVersion.number,
      opts,
    });
  });
}
