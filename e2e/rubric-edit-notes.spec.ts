import { draftOffline } from "./draft-offline";
import { loginAs, expect, test } from "./fixtures";

const BUG = "httpmini-112";

test("typing next to a justified edit keeps its justification, the whole change shows, and Diff → Edit throws nothing", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  await draftOffline(page, world.slug, BUG);
  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric`);
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v1/);
  const submit = page.getByRole("button", { name: "Submit for confirmation" });
  const saved = page.getByTestId("save-state");

  const editor = page.locator(".monaco-editor .view-lines");
  // Edit 1: the end of the first line, justified and saved.
  await editor.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("End");
  await page.keyboard.type(" (heap overflow)");
  await expect(page.getByTestId("edit-1")).toContainText("(heap overflow)");
  const why = "Names the kind of bug, so a rater knows what to look for.";
  await page.getByLabel("Justification for edit 1").fill(why);
  await page.getByLabel("Refining scope and expectations (edit 1)").check();
  await expect(saved).toHaveText(/Saved · v\d+/, { timeout: 10_000 });
  await expect(submit).toBeEnabled();

  // Typing at the start of the next line merges the two regions: the note must come along.
  await editor.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.type("In short: ");
  await expect(page.getByTestId("edit-1")).toContainText("In short:");
  await expect(page.getByTestId("edit-2")).toHaveCount(0);
  await expect(page.getByLabel("Justification for edit 1")).toHaveValue(why);
  await expect(page.getByLabel("Refining scope and expectations (edit 1)")).toBeChecked();
  await expect(page.getByText(/still needs? a justification/)).toHaveCount(0);

  // A long change: the list offers the whole of it.
  await editor.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("End");
  await page.keyboard.type(
    ` ${"The parser must stop at the end of the input buffer. ".repeat(3)}TAILMARK`,
  );
  const edit = page.getByTestId("edit-1");
  await expect(edit).toContainText("The parser must stop");
  await expect(edit.getByText(/TAILMARK/)).toBeHidden();
  await edit.getByText("Show the whole change").click();
  await expect(edit.getByText(/TAILMARK/)).toBeVisible();
  await expect(saved).toHaveText(/Saved · v\d+/, { timeout: 10_000 });

  // Diff vs draft and back to editing: no page error (the fixture fails the test on one).
  await page.getByRole("button", { name: "Diff vs draft" }).click();
  await expect(page.locator(".monaco-diff-editor")).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByTestId("rubric-editor").locator(".view-lines")).toContainText("TAILMARK");

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();
  const detail = await (
    await page.request.get(`/api/projects/${world.slug}/bugs/${BUG}/rubric`)
  ).json();
  expect(detail.rubric.status).toBe("in_review");
  expect(
    detail.rubric.currentVersion.edits.map((e: { justification: string; themes: string[] }) => [
      e.justification,
      e.themes,
    ]),
  ).toEqual([[why, ["scope"]]]);
});
