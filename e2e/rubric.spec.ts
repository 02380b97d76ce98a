import { E2E_BASE_URL } from "./e2e-env";
import { loginAs, expect, test } from "./fixtures";

const BUG = "tinyjson-17";

test("engineer A drafts (mock LLM), edits and justifies; B returns it; A revises; B confirms the golden rubric", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}/bugs/${BUG}`);
  const panel = page.getByTestId("rubric-panel");
  await panel.getByRole("button", { name: "Draft with LLM" }).click();
  await expect(panel.getByText(/LLM draft · rubric-draft v1/)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("rubric-text")).toContainText("## Requirements for a valid fix");

  await panel.getByRole("link", { name: "Refine rubric" }).click();
  await expect(page.getByTestId("edit-distance")).toHaveText("0");
  const submit = page.getByRole("button", { name: "Submit for confirmation" });
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(
    "\n- [ ] Rejects a truncated \\u escape with an error instead of reading past the buffer.",
  );
  await expect(page.getByTestId("edit-distance")).not.toHaveText("0");
  await expect(page.getByTestId("edit-1")).toContainText("needs justification and theme");
  await expect(submit).toBeDisabled();
  await page
    .getByLabel("Justification for edit 1")
    .fill("The draft never said what must happen on truncated input.");
  await page.getByLabel("Refining scope and expectations (edit 1)").check();
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v\d+/, { timeout: 10_000 });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();

  // A cannot confirm their own edits: not in the UI, not through the API.
  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric/review`);
  await expect(
    page.getByRole("alert").filter({ hasText: "a second engineer must confirm it" }),
  ).toBeVisible();
  const detail = await (
    await page.request.get(`/api/projects/${world.slug}/bugs/${BUG}/rubric`)
  ).json();
  const versionId = detail.rubric.currentVersion.id as string;
  const selfConfirm = await page.request.post(
    `/api/projects/${world.slug}/bugs/${BUG}/rubric/review`,
    { data: { versionId, decision: "confirmed" }, headers: { origin: E2E_BASE_URL } },
  );
  expect(selfConfirm.status()).toBe(403);

  // B returns it with a comment on the edit.
  const b = await pageAs(world.users.engineer2);
  await b.goto(`/projects/${world.slug}/bugs/${BUG}`);
  await b.getByTestId("rubric-panel").getByRole("link", { name: "Review rubric" }).click();
  await expect(b.getByTestId("review-edits")).toContainText(
    "The draft never said what must happen on truncated input.",
  );
  await expect(b.getByTestId("review-edits")).toContainText("Refining scope and expectations");
  await b
    .getByLabel("Comment on edit 1")
    .fill("Say which error: the parser must return TJ_ERR_SYNTAX.");
  await b.getByRole("button", { name: "Return with comments" }).click();
  await expect(b.getByText("Returned to the editor with your comments.")).toBeVisible();

  // A revises: the reviewer's comment shows on the edit.
  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric`);
  await expect(page.getByRole("note")).toContainText("Returned by");
  await expect(page.getByTestId("edit-1")).toContainText("TJ_ERR_SYNTAX");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" It returns TJ_ERR_SYNTAX.");
  await page
    .getByLabel("Justification for edit 1")
    .fill("Names the required error code, as the reviewer asked.");
  await page.getByLabel("Refining scope and expectations (edit 1)").check();
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v\d+/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Submit for confirmation" }).click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();

  // B confirms: the golden rubric shows on the bug page.
  await b.goto(`/projects/${world.slug}/bugs/${BUG}/rubric/review`);
  await b.getByRole("button", { name: "Confirm as golden" }).click();
  await expect(b.getByText("Confirmed: this is now the golden rubric.")).toBeVisible();
  await b.goto(`/projects/${world.slug}/bugs/${BUG}`);
  await expect(b.getByTestId("rubric-panel").getByText("golden")).toBeVisible();
  await expect(b.getByTestId("rubric-text")).toContainText("It returns TJ_ERR_SYNTAX.");
});

test("the offline drafter is labelled as no LLM, and an unmodified draft can be confirmed as is", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}/bugs/kvstash-9`);
  const panel = page.getByTestId("rubric-panel");
  await panel.getByRole("button", { name: "Draft offline (no LLM)" }).click();
  await expect(panel.getByText("offline drafter · no LLM")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("rubric-text")).toContainText(/lock|atomic/i);
  await panel.getByRole("link", { name: "Refine rubric" }).click();
  await expect(page.getByText("No edits yet")).toBeVisible();
  await page.getByRole("button", { name: "Submit for confirmation" }).click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();

  const b = await pageAs(world.users.engineer2);
  await b.goto(`/projects/${world.slug}/bugs/kvstash-9/rubric/review`);
  await expect(b.getByText("unmodified draft")).toBeVisible();
  await b.getByRole("button", { name: "Confirm as golden" }).click();
  await expect(b.getByText("Confirmed: this is now the golden rubric.")).toBeVisible();
});

test("a stale save gets 409 and the editor offers to load the other version or keep mine", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  const api = `/api/projects/${world.slug}`;
  const drafted = await page.request.post(`${api}/drafts`, {
    data: { bugIds: ["jrangeset-23"], engine: "offline" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(drafted.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${api}/bugs/jrangeset-23/rubric`)).json()).rubric?.status,
      { timeout: 20_000 },
    )
    .toBe("editing");
  await page.goto(`/projects/${world.slug}/bugs/jrangeset-23/rubric`);
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v1/);

  // Another tab saves first.
  const detail = await (await page.request.get(`${api}/bugs/jrangeset-23/rubric`)).json();
  const other = await page.request.put(`${api}/bugs/jrangeset-23/rubric`, {
    data: {
      baseVersionId: detail.rubric.currentVersion.id,
      content: detail.rubric.currentVersion.content + "\nFrom the other tab.\n",
      notes: [],
    },
  });
  expect(other.status()).toBe(200);
  const stale = await page.request.put(`${api}/bugs/jrangeset-23/rubric`, {
    data: { baseVersionId: detail.rubric.currentVersion.id, content: "x", notes: [] },
  });
  expect(stale.status()).toBe(409);

  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nMine.");
  await expect(page.getByRole("alert").filter({ hasText: "saved elsewhere" })).toBeVisible();
  await page.getByRole("button", { name: "Keep mine on top of it" }).click();
  await expect(page.getByTestId("save-state")).toHaveText(/Saved · v3/, { timeout: 10_000 });
  const after = await (await page.request.get(`${api}/bugs/jrangeset-23/rubric`)).json();
  expect(after.rubric.currentVersion.content).toContain("Mine.");
  expect(after.rubric.currentVersion.number).toBe(3);
});

test("drafting every bug at once shows a progress bar that survives a reload, then My work lists them", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "My work" }).click();
  await expect(page.getByTestId("my-work")).toContainText("To draft (8)");
  await page.getByRole("button", { name: "With the LLM" }).click();
  const progress = page.getByTestId("draft-progress");
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("draft-progress")).toContainText("Done. 8 of 8", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("my-work")).toContainText("To refine (8)");
  await expect(page.getByTestId("my-work")).toContainText("To draft (0)");
});

test("the settings page shows a lead the LLM configuration without any key", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.lead);
  await page.goto("/settings");
  const s = page.getByTestId("llm-settings");
  await expect(s).toContainText("openai-compatible");
  await expect(s).toContainText("mock-rubric-model");
  await expect(s).toContainText("http://127.0.0.1:");
  const api = await (await page.request.get("/api/settings/llm")).json();
  expect(JSON.stringify(api)).not.toMatch(/apiKey/i);
});

test("rubric analytics: figures, the edit-distance CDF chart and a CSV export", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  const api = `/api/projects/${world.slug}`;
  await page.request.post(`${api}/drafts`, {
    data: { allWithoutRubric: true, engine: "offline" },
    headers: { origin: E2E_BASE_URL },
  });
  await expect
    .poll(async () => (await (await page.request.get(`${api}/my-work`)).json()).toRefine.length, {
      timeout: 30_000,
    })
    .toBe(8);
  const detail = await (await page.request.get(`${api}/bugs/tinyev-45/rubric`)).json();
  const saved = await page.request.put(`${api}/bugs/tinyev-45/rubric`, {
    data: {
      baseVersionId: detail.rubric.currentVersion.id,
      content: detail.rubric.currentVersion.content + "\n- [ ] Extra requirement.\n",
      notes: [],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Rubric analytics" }).click();
  await expect(
    page.getByText("1 of 8", { exact: false }).or(page.getByText("12.5%")).first(),
  ).toBeVisible();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  const csv = await page.request.get(`${api}/rubric-analytics?format=csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines[0]).toBe("bugId,status,versions,distance,normalized,added,deleted,modified,themes");
  expect(lines).toHaveLength(9);
  expect(lines.find((l) => l.startsWith("tinyev-45,"))).toMatch(/^tinyev-45,editing,2,\d+,/);
});
