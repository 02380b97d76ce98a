import { expect, test } from "./fixtures";
import { makeLongRubricCampaign } from "./rater-world";

test("a lead sets the project rules (Ctrl+S, then a second version with its diff); the rater sees them beside the rubric", async ({
  world,
  pageAs,
}) => {
  const rate = await makeLongRubricCampaign(world);
  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}`);
  await lead.getByRole("link", { name: "Rules", exact: true }).click();
  await expect(lead.getByRole("heading", { level: 1 })).toContainText("Rules");
  await expect(lead.getByText("No rules yet.")).toBeVisible();

  // Version 1: one rule with a verdict hint, saved with Ctrl+S.
  await lead
    .getByLabel("Rule 1", { exact: true })
    .fill("A patch with changes unrelated to the bug is INVALID.");
  await lead.getByLabel("Verdict hint of rule 1").selectOption("INVALID");
  await lead.getByLabel("Rule 1", { exact: true }).press("Control+s");
  await expect(lead.getByTestId("project-rules")).toContainText("version 1");

  // Version 2: a second rule and a note, saved with the button; an empty rule is refused by name.
  await lead.getByRole("button", { name: "Add a rule" }).click();
  await lead.getByRole("button", { name: "Save as a new version" }).click();
  await expect(lead.getByRole("alert").filter({ hasText: "Rule 2: is required" })).toBeVisible();
  await lead
    .getByLabel("Rule 2", { exact: true })
    .fill("Reformatting alone is not an unrelated change.");
  await lead.getByLabel("What changed").fill("second pass");
  await lead.getByRole("button", { name: "Save as a new version" }).click();
  const current = lead.getByTestId("project-rules");
  await expect(current).toContainText("version 2");
  await expect(current.getByRole("listitem")).toHaveCount(2);
  const history = lead.getByRole("region", { name: "Version history" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("cell", { name: "second pass" })).toBeVisible();
  const diff = history.getByTestId("text-diff");
  await expect(diff.locator(".text-diff-line.added")).toHaveText([
    /2\. Reformatting alone is not an unrelated change\./,
  ]);
  await lead.screenshot({ path: "/tmp/rules-page.png", fullPage: true });

  // The rater's item: the rules and their version in the rubric's column, nothing else of them.
  const rater = await pageAs(world.users.rater);
  await rater.goto(rate);
  const side = rater.locator(".rate-side");
  await expect(side.getByTestId("golden-rubric")).toBeVisible();
  const rules = side.getByTestId("project-rules");
  await expect(rules).toContainText("Project rules");
  await expect(rules).toContainText("version 2");
  await expect(rules.getByRole("listitem")).toHaveText([
    /A patch with changes unrelated to the bug is INVALID\.\s*→ INVALID/,
    "Reformatting alone is not an unrelated change.",
  ]);
  await expect(rules).not.toContainText(world.users.lead.name);
  await expect(rules).not.toContainText("second pass");
  await rater.screenshot({ path: "/tmp/rules-rate.png" });
  // Collapsible: the list folds away and comes back.
  await rules.locator("summary").click();
  await expect(rules.getByRole("listitem").first()).toBeHidden();
  await rules.locator("summary").click();
  await expect(rules.getByRole("listitem").first()).toBeVisible();

  // Raters read the Rules page too, without the editor.
  await rater.goto(`/projects/${world.slug}/rules`);
  await expect(rater.getByTestId("project-rules")).toContainText("version 2");
  await expect(rater.getByRole("button", { name: "Save as a new version" })).toHaveCount(0);
});
