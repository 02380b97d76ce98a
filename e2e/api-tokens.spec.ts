import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { expect, loginAs, test } from "./fixtures";

const SHOTS = "/tmp/tokui";

test("a lead creates a read token for one project in Settings, sees it once, uses it, revokes it; a site admin sees and revokes tokens", async ({
  page,
  world,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  // The lead leads a second project too: the token's project scope, not their roles, keeps it out.
  const other = `${world.slug}-other`;
  await createProject({
    input: { slug: other, name: `Other ${other}`, description: "" },
    actorId: null,
  });
  const lead = await prisma.user.findUniqueOrThrow({
    where: { email: world.users.lead.email },
    select: { id: true },
  });
  await setProjectRoles({ userId: lead.id, projectSlug: other, roles: ["lead"], actorId: null });

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await loginAs(page, world.users.lead);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "API tokens" });
  await expect(section.getByRole("table", { name: "Your API tokens" })).toContainText(
    "No API tokens yet",
  );
  const form = section.getByRole("form", { name: "Create API token" });
  // A blank name passes the browser's check; the server's 422 is shown by the field, nothing made.
  await form.getByLabel("Name").fill("   ");
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert")).toHaveText("Give the token a name.");
  expect(await prisma.apiToken.count({ where: { userId: lead.id } })).toBe(0);
  await form.getByLabel("Name").fill("notebook");
  await expect(form.getByLabel("Expires after")).toHaveValue("90");
  await form.getByLabel("Project").selectOption(world.slug);
  await expect(form.getByRole("radio", { name: /^read GET/ })).toBeChecked();
  await form.getByRole("button", { name: "Create token" }).click();

  const shown = section.getByTestId("new-token");
  await expect(shown).toContainText("you will not see it again");
  const token = await shown.getByLabel("New API token").inputValue();
  expect(token).toMatch(/^rbt_[\w-]{43}$/);
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown).toContainText("Copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = section.getByTestId("token-row-notebook");
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await expect(row).toContainText(world.slug);
  await expect(row).toContainText("never");
  await expect(row.locator(".badge")).toHaveText("active");
  await section.screenshot({ path: `${SHOTS}-settings-created.png` });

  // Reloaded: the token is gone for good (only its prefix is listed).
  await page.reload();
  await expect(section.getByTestId("token-row-notebook")).toBeVisible();
  await expect(section.getByTestId("new-token")).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  // The token, from a client without any cookie.
  const auth = { authorization: `Bearer ${token}` };
  const own = await request.get(`/api/projects/${world.slug}/bugs`, { headers: auth });
  expect(own.status(), await own.text()).toBe(200);
  const outside = await request.get(`/api/projects/${other}/bugs`, { headers: auth });
  expect(outside.status(), await outside.text()).toBe(404);
  const write = await request.post(`/api/projects/${world.slug}/campaigns`, {
    headers: auth,
    data: { name: "by token" },
  });
  expect(write.status(), await write.text()).toBe(403);
  expect(await write.text()).toContain("read-only");

  // Used: "last used" is filled in; revoke it (confirming), the row says so at once.
  await page.reload();
  await expect(section.getByTestId("token-row-notebook")).not.toContainText("never");
  page.once("dialog", (d) => void d.accept());
  await section.getByRole("button", { name: "Revoke notebook" }).click();
  await expect(section.getByTestId("token-row-notebook").locator(".badge")).toHaveText("revoked");
  await expect(section.getByRole("button", { name: "Revoke notebook" })).toHaveCount(0);
  await section.screenshot({ path: `${SHOTS}-settings-revoked.png` });
  const after = await request.get(`/api/projects/${world.slug}/bugs`, { headers: auth });
  expect(after.status()).toBe(401);
  expect(await after.text()).toContain("revoked");

  // A site admin: the lead's tokens in the admin view; revokes another one of theirs.
  const second = await createApiToken({
    userId: lead.id,
    input: { name: "ci job", scope: "read-write" },
  });
  const admin = await pageAs(world.users.siteAdmin);
  await admin.goto("/admin");
  const tokens = admin.getByRole("region", { name: "API tokens" });
  const revokedRow = tokens.getByTestId(`admin-token-row-${world.users.lead.email}-notebook`);
  await expect(revokedRow.locator(".badge")).toHaveText("revoked");
  const ciRow = tokens.getByTestId(`admin-token-row-${world.users.lead.email}-ci job`);
  await expect(ciRow).toContainText("read-write");
  await expect(ciRow.locator(".badge")).toHaveText("active");
  expect(
    (
      await request.get("/api/me", { headers: { authorization: `Bearer ${second.token}` } })
    ).status(),
  ).toBe(200);
  admin.once("dialog", (d) => void d.accept());
  await ciRow.getByRole("button", { name: `Revoke ci job of ${world.users.lead.email}` }).click();
  await expect(ciRow.locator(".badge")).toHaveText("revoked");
  await tokens.screenshot({ path: `${SHOTS}-admin.png` });
  expect(
    (
      await request.get("/api/me", { headers: { authorization: `Bearer ${second.token}` } })
    ).status(),
  ).toBe(401);
  // The lead's list agrees.
  await page.reload();
  await expect(section.getByTestId("token-row-ci job").locator(".badge")).toHaveText("revoked");
});
