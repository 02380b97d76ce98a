import { draftOffline } from "./draft-offline";
import { editorLine } from "./editor-line";
import { loginAs, expect, test } from "./fixtures";

const BUG = "tinyjson-17";

test("rubric lint: a requirement copying the developer fix and a 'minimal' one are flagged with their themes, and nothing is blocked", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.engineer);
  const api = `/api/projects/${world.slug}`;
  await draftOffline(page, world.slug, BUG);

  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric`);
  const lint = page.getByTestId("rubric-lint");
  await expect(lint).toContainText("0 warnings");

  // Two new requirements, typed just above "## Acceptable solutions".
  await (await editorLine(page, "## Acceptable solutions")).click();
  await page.keyboard.press("Home");
  await page.keyboard.type(
    "- [ ] The parser returns TJ_ERR_TRUNCATED for a truncated escape.\n- [ ] The fix should be minimal.\n\n",
  );

  const warnings = lint.getByTestId("rubric-lint-warning");
  await expect(warnings).toHaveCount(2);
  await expect(warnings.filter({ hasText: "TJ_ERR_TRUNCATED" })).toContainText(
    "Reducing overfitting to the ground truth",
  );
  await expect(warnings.filter({ hasText: "minimal" })).toContainText(
    "Removing superfluous constraints",
  );
  await expect(lint).toContainText("2 warnings");

  // Not blocked: the version saves, and with justified edits it can be submitted.
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v2/, { timeout: 10_000 });
  await page
    .getByLabel("Justification for edit 1")
    .fill("The reporter's error code is what callers check.");
  await page.getByLabel("Refining scope and expectations (edit 1)").check();
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v\d+/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Submit for confirmation" }).click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();
  const saved = await (await page.request.get(`${api}/bugs/${BUG}/rubric`)).json();
  expect(saved.rubric.currentVersion.content).toContain("- [ ] The fix should be minimal.");

  // The reviewer sees the same warnings and can still confirm.
  const b = await pageAs(world.users.engineer2);
  await b.goto(`/projects/${world.slug}/bugs/${BUG}/rubric/review`);
  const review = b.getByTestId("rubric-lint");
  await expect(review.getByTestId("rubric-lint-warning")).toHaveCount(2);
  await expect(review).toContainText("Reducing overfitting to the ground truth");
  await expect(review).toContainText("Removing superfluous constraints");
  await b.getByRole("button", { name: "Confirm as golden" }).click();
  await expect(b.getByText("Confirmed: this is now the golden rubric.")).toBeVisible();
});
