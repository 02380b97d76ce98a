import { prisma } from "@/lib/db/client";
import { createRuleSetVersion } from "@/lib/rules/create-rule-set-version";
import { ZSaveProjectRules } from "@/lib/rules/schemas";
import { createStudy } from "@/lib/studies/create-study";
import { ZCreateStudy } from "@/lib/studies/schemas";
import { revealedWithTwoDisputes } from "./dispute-world";
import { makeSubmittedRubric } from "./golden-rubric";
import { idOf, projectIdOf, recordDialogs } from "./world-ids";
import { expect, loginAs, test } from "./fixtures";

// Nothing a person enters is lost: a refused or failed save, a failed refresh, moving to another
// patch or bug, and leaving the page all keep (or ask about) what was typed.

test("rules: a failed save, another lead's newer version and a failed refresh keep the lead's rule and note", async ({
  page,
  world,
}) => {
  const mine = "A patch that only silences the failing test is INVALID.";
  const theirs = "Reformatting alone is not an unrelated change.";
  const api = `/api/projects/${world.slug}/rules`;
  const rulesApi = (url: URL) => url.pathname === api || url.pathname.startsWith(`${api}/`);
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/rules`);
  await expect(page.getByText("No rules yet.")).toBeVisible();
  const rule = page.getByLabel("Rule 1", { exact: true });
  const note = page.getByLabel("What changed");
  await rule.fill(mine);
  await note.fill("stop test silencing");

  // Meanwhile another person saves version 1, through the domain layer.
  await createRuleSetVersion({
    projectId: await projectIdOf(world.slug),
    actorId: await idOf(world.users.admin),
    input: ZSaveProjectRules.parse({ rules: [{ text: theirs, verdict: null }], note: "theirs" }),
  });

  // The network fails the save: an error beside the form; the rule and note stay.
  await page.route(rulesApi, (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch" })).toBeVisible();
  await expect(rule).toHaveValue(mine);
  await expect(note).toHaveValue("stop test silencing");
  await page.unroute(rulesApi);

  // Saved again: refused (409) as version 1 exists now. The conflict is shown beside the edits,
  // which stay; the version saved meanwhile is loaded above them, not over them.
  await page.keyboard.press("Control+s");
  const conflict = page.getByTestId("rules-conflict");
  await expect(conflict).toContainText(
    `Version 1 was saved by ${world.users.admin.name} since you started from no rules`,
  );
  await expect(page.getByTestId("project-rules")).toContainText("version 1");
  await expect(page.getByTestId("project-rules")).toContainText(theirs);
  await expect(rule).toHaveValue(mine);
  await expect(note).toHaveValue("stop test silencing");
  await expect(page.getByRole("button", { name: "Save as a new version" })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("rules-conflict.png"), fullPage: true });

  // "Keep mine on top of it" saves version 2; the refresh after it fails: a banner, the form stays.
  await page.route(rulesApi, (route) =>
    route.request().method() === "GET" ? route.abort() : route.continue(),
  );
  await conflict.getByRole("button", { name: "Keep mine on top of it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as version 2." })).toBeVisible();
  const banner = page.getByTestId("query-error");
  await expect(banner).toContainText("Could not refresh this page");
  await expect(rule).toHaveValue(mine);
  await expect(page.getByRole("form", { name: "Edit the project rules" })).toBeVisible();
  await page.unroute(rulesApi);
  await banner.getByRole("button", { name: "Retry" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("project-rules")).toContainText("version 2");
  await expect(page.getByTestId("project-rules").getByRole("listitem")).toHaveText([mine]);
  const history = page.getByRole("region", { name: "Version history" });
  await expect(history.getByRole("cell", { name: "stop test silencing" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "theirs" })).toBeVisible();
  const saved = await prisma.projectRuleSet.findMany({
    where: { project: { slug: world.slug } },
    orderBy: { version: "asc" },
    select: { version: true, note: true },
  });
  expect(saved).toEqual([
    { version: 1, note: "theirs" },
    { version: 2, note: "stop test silencing" },
  ]);
});

test("adjudication: notes typed on a patch come back after J / K and queue clicks; leaving asks; recording clears the draft", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { campaignId, disputed } = await revealedWithTwoDisputes(world);
  const [a, b] = disputed;
  await loginAs(page, world.users.lead);
  const base = `/projects/${world.slug}/campaigns/${campaignId}`;
  const asked = recordDialogs(page);

  // An empty ?patch= is no patch: the first open one is shown and named (no crash).
  await page.goto(`${base}/adjudicate?patch=`);
  await expect(page).toHaveURL(new RegExp(`\\?patch=${a}$`));
  await expect(page.getByTestId("adjudication-summary")).toContainText("2 open");

  // Patch A: VALID, theme 2, and notes.
  const notes = page.getByLabel("Consensus notes");
  const valid = page.getByRole("radio", { name: /^VALID/ });
  const theme2 = page.getByRole("checkbox", { name: /Unnecessary changes/ });
  await expect(page.getByRole("radiogroup", { name: "Consensus label" })).toBeVisible();
  await page.keyboard.press("v");
  await page.keyboard.press("2");
  await notes.click();
  await page.keyboard.type("The test change hides the bug; the fix is elsewhere.");
  await notes.blur();

  // J: patch B starts empty. K: patch A has its label, theme and notes back.
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`\\?patch=${b}$`));
  await expect(notes).toHaveValue("");
  await expect(valid).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`\\?patch=${a}$`));
  await expect(notes).toHaveValue("The test change hides the bug; the fix is elsewhere.");
  await expect(valid).toHaveAttribute("aria-checked", "true");
  await expect(theme2).toBeChecked();
  await expect(page.getByTestId("consensus-draft-restored")).toBeVisible();

  // The queue's links move between patches without asking, and keep the draft too.
  const queue = page.getByRole("navigation", { name: "Disputed patches" }).getByRole("link");
  await queue.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`\\?patch=${b}$`));
  await expect(notes).toHaveValue("");
  await queue.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`\\?patch=${a}$`));
  await expect(notes).toHaveValue("The test change hides the bug; the fix is elsewhere.");
  expect(asked).toEqual([]);

  // Leaving the page with the draft asks first; dismissing stays with it.
  await page.getByRole("link", { name: "Settle", exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: .*not recorded/);
  await expect(page).toHaveURL(new RegExp(`\\?patch=${a}$`));
  await expect(notes).toHaveValue("The test change hides the bug; the fix is elsewhere.");

  // Recorded (Ctrl+Enter from the notes, away from the link): the lead moves on to B, and A is
  // settled with the notes, no draft left over it.
  await notes.click();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("adjudication-summary")).toContainText("1 open");
  await expect(page).toHaveURL(new RegExp(`\\?patch=${b}$`));
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`\\?patch=${a}$`));
  const settled = page.getByTestId("settled-consensus");
  await expect(settled).toContainText("The test change hides the bug; the fix is elsewhere.");
  await expect(page.getByTestId("stale-consensus-draft")).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys(window.localStorage).filter((k) => k.startsWith("rubricate:consensus:")),
    ),
  ).toEqual([]);
  expect(
    await prisma.consensus.findUnique({
      where: { campaignId_patchId: { campaignId, patchId: a } },
      select: { label: true, themes: true, notes: true },
    }),
  ).toMatchObject({
    label: "VALID",
    notes: "The test change hides the bug; the fix is elsewhere.",
  });

  // Nothing unrecorded now: the link leaves without asking.
  await page.getByRole("link", { name: "Settle", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  expect(asked).toHaveLength(1);
});

test("study: a rubric typed for one bug is back after switching to another bug's tab; leaving asks", async ({
  page,
  world,
}) => {
  const bugs = ["tinyjson-17", "imgscale-42"];
  const study = await createStudy({
    projectId: await projectIdOf(world.slug),
    actorId: await idOf(world.users.lead),
    input: ZCreateStudy.parse({
      name: "Keep input",
      raterIds: await Promise.all(
        [world.users.rater, world.users.rater2, world.users.rater3].map(idOf),
      ),
      bugIds: bugs,
    }),
  });
  await loginAs(page, world.users.rater);
  await page.goto(`/projects/${world.slug}/studies/${study.id}/author`);
  await expect(page.getByTestId("rubric-progress")).toHaveText("0 of 2 rubrics submitted");
  const asked = recordDialogs(page);
  const box = page.getByLabel("Your rubric");
  const open = async (bug: string) => {
    await page.getByTestId("bug-tab").filter({ hasText: bug }).click();
    await expect(page.locator(".subtle.mono").filter({ hasText: bug })).toBeVisible();
  };
  const first = `For ${bugs[0]}: the fix must bound the read at its cause, not catch the error.`;
  const second = `For ${bugs[1]}: a valid fix keeps the aspect ratio.`;

  await open(bugs[0]!);
  await box.click();
  await page.keyboard.type(first);
  await open(bugs[1]!);
  await expect(box).toHaveValue("");
  await box.click();
  await page.keyboard.type(second);
  await expect(page.getByTestId("bug-tab").filter({ hasText: bugs[0]! })).toContainText("unsaved");

  // Back on the first bug: its text, from this browser; and the second bug's is kept too.
  await open(bugs[0]!);
  await expect(box).toHaveValue(first);
  await expect(page.getByTestId("rubric-draft-restored")).toBeVisible();
  await open(bugs[1]!);
  await expect(box).toHaveValue(second);
  expect(asked).toEqual([]);

  // Leaving with unsaved text asks first; dismissing stays with it.
  await page.getByRole("link", { name: "Label patches" }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: .*unsaved text/);
  await expect(page).toHaveURL(/\/author$/);
  await expect(box).toHaveValue(second);

  // Saved as a draft: the server has it, and the tab no longer says unsaved.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page.getByTestId("bug-tab").filter({ hasText: bugs[1]! })).not.toContainText(
    "unsaved",
  );
  const rubric = await prisma.studyRubric.findFirst({
    where: {
      studyId: study.id,
      bug: { externalId: bugs[1] },
      author: { email: world.users.rater.email },
    },
    select: { content: true },
  });
  expect(rubric?.content).toBe(second);
});

test("rubric review: the confirming engineer's comments survive a failed send and a reload, and go once sent", async ({
  world,
  pageAs,
}) => {
  const bug = "tinyjson-17";
  await makeSubmittedRubric(
    world,
    bug,
    (c) => `${c}\n- [ ] KEEPMARK: the parser stops at the end.`,
  );
  const b = await pageAs(world.users.engineer2);
  await b.goto(`/projects/${world.slug}/bugs/${bug}/rubric/review`);
  const onEdit = b.getByLabel("Comment on edit 1");
  const overall = b.getByLabel("Overall comment");
  await onEdit.click();
  await b.keyboard.type("Which end: the buffer's or the token's?");
  await overall.click();
  await b.keyboard.type("Say where the parser stops.");

  // The send fails at the network: the comments stay, with the error beside them.
  const reviewApi = (url: URL) =>
    url.pathname.startsWith("/api/") && url.pathname.endsWith("/rubric/review");
  await b.route(reviewApi, (route) => route.abort());
  await b.getByRole("button", { name: "Return with comments" }).click();
  await expect(b.getByRole("alert").filter({ hasText: "Failed to fetch" })).toBeVisible();
  await expect(onEdit).toHaveValue("Which end: the buffer's or the token's?");
  await b.unrouteAll();

  // A reload (the browser's leave prompt accepted) brings them back from this browser.
  b.on("dialog", (d) => void d.accept());
  await b.reload();
  await expect(b.getByTestId("review-draft-restored")).toBeVisible();
  await expect(onEdit).toHaveValue("Which end: the buffer's or the token's?");
  await expect(overall).toHaveValue("Say where the parser stops.");

  // Sent: recorded with both comments, and nothing left in the browser.
  await b.getByRole("button", { name: "Return with comments" }).click();
  await expect(b.getByText("Returned to the editor with your comments.")).toBeVisible();
  expect(
    await b.evaluate(() =>
      Object.keys(window.localStorage).filter((k) => k.startsWith("rubricate:review:")),
    ),
  ).toEqual([]);
  const review = await prisma.rubricReview.findFirstOrThrow({
    where: { rubric: { bug: { externalId: bug, project: { slug: world.slug } } } },
    select: { decision: true, comment: true, comments: { select: { comment: true } } },
  });
  expect(review).toEqual({
    decision: "returned",
    comment: "Say where the parser stops.",
    comments: [{ comment: "Which end: the buffer's or the token's?" }],
  });
});
