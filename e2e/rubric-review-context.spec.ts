import type { Page } from "@playwright/test";
import { editKey } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { draftOffline } from "./draft-offline";
import { E2E_BASE_URL } from "./e2e-env";
import { loginAs, expect, test } from "./fixtures";

const BUG = "logrotate-lite-31";
const LONG =
  "- [ ] Rotating a block without a compress directive leaves the file uncompressed, " +
  "reads the flag only after the parser has set it from the block or from the global default, " +
  "and keeps the same behaviour for blocks that do name compress or nocompress explicitly, " +
  "including the last block of the file and blocks included from another configuration file.";

type TDetail = {
  rubric: {
    draft: { content: string };
    currentVersion: { id: string; content: string; edits: { id: string; afterText: string }[] };
  };
};

const api = (slug: string) => `/api/projects/${slug}/bugs/${BUG}/rubric`;
const detail = async (page: Page, slug: string) =>
  (await (await page.request.get(api(slug))).json()) as TDetail;

/** Engineer A saves `content` with every edit justified, and submits it. */
async function saveAndSubmit(page: Page, slug: string, content: string, why: string) {
  const { rubric } = await detail(page, slug);
  const notes = segmentEdits({ base: rubric.draft.content, next: content }).map((r) => ({
    key: editKey(r),
    justification: `${why} (${r.type})`,
    themes: ["scope"],
  }));
  const saved = await page.request.put(api(slug), {
    data: { baseVersionId: rubric.currentVersion.id, content, notes },
    headers: { origin: E2E_BASE_URL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { versionId } = (await saved.json()) as { versionId: string };
  const submitted = await page.request.post(`${api(slug)}/submit`, {
    data: { versionId },
    headers: { origin: E2E_BASE_URL },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
}

/** Engineer B returns the submitted version with an overall comment and one on its first edit. */
async function returnIt(page: Page, slug: string, comment: string, onEdit: string) {
  const { rubric } = await detail(page, slug);
  const res = await page.request.post(`${api(slug)}/review`, {
    data: {
      versionId: rubric.currentVersion.id,
      decision: "returned",
      comment,
      editComments: [{ editId: rubric.currentVersion.edits[0]!.id, comment: onEdit }],
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("the confirming engineer sees the report, the developer fix, each edit's before and after, and two earlier rounds' comments", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.engineer);
  await draftOffline(page, world.slug, BUG);
  const draft = (await detail(page, world.slug)).rubric.draft.content;
  const lines = draft.split("\n");
  const first = lines.findIndex((l) => l.startsWith("- [ ]"));
  const edited = (replacement: string, extra: string) =>
    [...lines.slice(0, first), replacement, ...lines.slice(first + 1), extra].join("\n");

  const b = await pageAs(world.users.engineer2);
  // Round 1: returned with an overall comment and a comment on edit 1.
  await saveAndSubmit(page, world.slug, edited("- [ ] Round one requirement.", LONG), "Why 1");
  await returnIt(b, world.slug, "Overall one: name the flag.", "Edit one: which flag?");
  // Round 2: returned again.
  await saveAndSubmit(
    page,
    world.slug,
    edited("- [ ] The compress flag is read only after it is set.", LONG),
    "Why 2",
  );
  await returnIt(b, world.slug, "Overall two: say what the default is.", "Edit two: default?");
  // Round 3 waits for B.
  await saveAndSubmit(
    page,
    world.slug,
    edited("- [ ] The compress flag defaults to the global setting before it is read.", LONG),
    "Names the default, as the reviewer asked",
  );

  await b.setViewportSize({ width: 1100, height: 900 });
  await b.goto(`/projects/${world.slug}/bugs/${BUG}/rubric/review`);
  await expect(b.getByRole("heading", { name: "Confirm the rubric" })).toBeVisible();

  // The bug report and the developer fix (diff2html, long lines wrapped).
  const context = b.getByTestId("review-context");
  await expect(context.getByTestId("review-report")).toContainText("MemorySanitizer");
  const fix = context.getByTestId("review-fix");
  await expect(fix.locator(".d2h-file-wrapper")).toHaveCount(1);
  await expect(fix.locator(".d2h-ins").first()).toBeVisible();
  await expect(fix.locator(".d2h-code-line-ctn").first()).toHaveCSS("white-space", "pre-wrap");

  // Earlier rounds: each overall comment and each per-edit comment with its edit.
  const history = b.getByTestId("review-history");
  await expect(history.getByRole("heading")).toHaveText("Earlier rounds (2)");
  const one = history.getByTestId("review-round-1");
  await expect(one).toContainText("returned");
  await expect(one).toContainText("Overall one: name the flag.");
  await expect(one).toContainText("Edit one: which flag?");
  await expect(one).toContainText("After: - [ ] Round one requirement.");
  const two = history.getByTestId("review-round-2");
  await expect(two).toContainText("Overall two: say what the default is.");
  await expect(two).toContainText("Edit two: default?");
  await expect(two).toContainText("The compress flag is read only after it is set.");

  // The change to the draft: a text diff, no file headers, long lines wrapped.
  const diff = b.getByTestId("text-diff");
  await expect(diff).toContainText("The compress flag defaults to the global setting");
  await expect(b.getByText(/RENAMED|draft\.md|version-\d+\.md/)).toHaveCount(0);
  await expect(b.locator(".d2h-file-header")).toHaveCount(1); // only the developer fix's file
  const overflow = await diff.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const fixOverflow = await fix
    .locator(".d2h-files-diff, .d2h-file-diff")
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(fixOverflow).toBeLessThanOrEqual(0);

  // Each edit: before and after text, justification.
  const edits = b.getByTestId("review-edits");
  await expect(edits.locator(":scope > li")).toHaveCount(2);
  await expect(edits.locator(":scope > li").nth(0)).toContainText(`Before: ${lines[first]}`);
  await expect(edits.locator(":scope > li").nth(0)).toContainText(
    "After: - [ ] The compress flag defaults to the global setting before it is read.",
  );
  await expect(edits.locator(":scope > li").nth(0)).toContainText(
    "Justification: Names the default, as the reviewer asked (modification)",
  );
  await expect(edits.locator(":scope > li").nth(1)).toContainText("After: - [ ] Rotating a block");
  await b.screenshot({ path: "/tmp/review-page.png", fullPage: true });
  await fix.screenshot({ path: "/tmp/review-fix.png" });
  await diff.screenshot({ path: "/tmp/review-text-diff.png" });
  // A wrapped diff2html row of a short line stays one line tall (its code does not drop below
  // the +/- prefix).
  const row = await fix
    .locator(".d2h-code-line", { hasText: "return NULL;" })
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return el.getBoundingClientRect().height / line;
    });
  expect(row).toBeLessThan(1.5);

  await b.getByRole("button", { name: "Confirm as golden" }).click();
  await expect(b.getByText("Confirmed: this is now the golden rubric.")).toBeVisible();
});
