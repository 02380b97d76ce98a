import type { Locator, Page, Route } from "@playwright/test";
import { draftOffline } from "./draft-offline";
import { E2E_BASE_URL } from "./e2e-env";
import { loginAs, expect, test, type TWorld } from "./fixtures";

const BUG = "httpmini-112";

type TRubricDetail = {
  rubric: { currentVersion: { id: string; number: number; content: string } };
};
const readRubric = async (page: Page, slug: string): Promise<TRubricDetail> =>
  (await page.request.get(`/api/projects/${slug}/bugs/${BUG}/rubric`)).json();

/** Passes `onSave` every save (PUT) of this bug's rubric from the page; reads pass through. */
async function routeSaves(page: Page, onSave: (route: Route) => Promise<void>): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(`/bugs/${BUG}/rubric`),
    (route) => (route.request().method() === "PUT" ? onSave(route) : route.continue()),
  );
}

/** Types `text` at the end of the editor's first line. */
async function typeAtFirstLineEnd(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("End");
  await page.keyboard.type(text);
}

/** The engineer's editor on a fresh offline draft of BUG (version 1); its save indicator. */
async function openDraftedRubric(page: Page, world: TWorld): Promise<Locator> {
  await loginAs(page, world.users.engineer);
  await draftOffline(page, world.slug, BUG);
  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric`);
  const state = page.getByTestId("save-state");
  await expect(state).toHaveText(/Saved · v1/);
  return state;
}

test("text typed while a save is in flight is saved after it; the indicator never says saved before", async ({
  page,
  world,
}) => {
  const state = await openDraftedRubric(page, world);

  // The first save is held at the network until the second text is typed.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const bodies: string[] = [];
  await routeSaves(page, async (route) => {
    bodies.push(route.request().postData() ?? "");
    if (bodies.length === 1) await gate;
    await route.continue();
  });

  await typeAtFirstLineEnd(page, " FIRSTMARK");
  await expect(state).toHaveText("Saving…");
  await expect.poll(() => bodies.length).toBe(1);
  await page.keyboard.type(" SECONDMARK");
  await expect(state).toHaveText("Unsaved changes…");
  release();

  // The held save lands (v2) and the text typed meanwhile is saved on top of it (v3).
  await expect(state).toHaveText(/Saved · v3/, { timeout: 10_000 });
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toContain("FIRSTMARK");
  expect(bodies[0]).not.toContain("SECONDMARK");
  const saved = await readRubric(page, world.slug);
  expect(saved.rubric.currentVersion.number).toBe(3);
  expect(saved.rubric.currentVersion.content).toContain("FIRSTMARK SECONDMARK");
  // Saved, so the browser copy is gone.
  expect(
    await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `rubricate:rubric:${world.slug}:${BUG}`,
    ),
  ).toBeNull();
});

test("a browser copy made on an older version comes back as a conflict, and keep mine saves it on top", async ({
  page,
  world,
}) => {
  const state = await openDraftedRubric(page, world);

  // The connection drops: the text stays only in this browser.
  await routeSaves(page, (route) => route.abort("internetdisconnected"));
  await typeAtFirstLineEnd(page, " OFFLINEMARK");
  await expect(state).toHaveText(/^Not saved/, { timeout: 10_000 });

  // Meanwhile the rubric is saved from elsewhere (another tab of the same engineer): version 2.
  const v1 = (await readRubric(page, world.slug)).rubric.currentVersion;
  const theirs = await page.request.put(`/api/projects/${world.slug}/bugs/${BUG}/rubric`, {
    data: {
      baseVersionId: v1.id,
      content: `${v1.content}\nTHEIRSMARK`,
      notes: [],
      activeMs: 0,
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  // Back on the page (the connection is back): my copy is offered, not dropped.
  await page.unrouteAll();
  page.on("dialog", (d) => void d.accept());
  await page.reload();
  await expect(page.getByText("Restored unsaved changes from this browser.")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "saved elsewhere (version 2) since your copy" }),
  ).toBeVisible();
  await expect(state).toHaveText("Not saved: conflict");
  const editor = page.getByTestId("rubric-editor").locator(".view-lines");
  await expect(editor).toContainText("OFFLINEMARK");

  await page.getByRole("button", { name: "Keep mine on top of it" }).click();
  await expect(state).toHaveText(/Saved · v3/, { timeout: 10_000 });
  const saved = (await readRubric(page, world.slug)).rubric.currentVersion;
  expect(saved.number).toBe(3);
  expect(saved.content).toContain("OFFLINEMARK");
});
