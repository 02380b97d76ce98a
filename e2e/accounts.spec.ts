import { prisma } from "@/lib/db/client";
import { E2E_BASE_URL } from "./e2e-env";
import { PASSWORD, expect, guardOffsite, loginAs, test } from "./fixtures";

const SHOTS = "/tmp/accounts";

test("a site admin invites by link; the invitee accepts in a fresh browser and signs in; the link cannot be reused", async ({
  page,
  world,
  browser,
  offsite,
}) => {
  await loginAs(page, world.users.siteAdmin);
  await page.goto("/admin");
  const email = `invitee-${Date.now()}@e2e.test`;
  const form = page.getByRole("form", { name: "Invite user" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project").selectOption(world.slug);
  await form.getByLabel("Role").selectOption("rater");
  await form.getByRole("button", { name: "Create invite link" }).click();
  const link = await form.getByLabel("Invite link").inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/invite/[\\w-]{43}$`));
  await page.screenshot({ path: `${SHOTS}-admin-invite.png`, fullPage: true });

  // A fresh context: no cookie of the admin's.
  const context = await browser.newContext();
  guardOffsite(context, offsite);
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByTestId("invite-email")).toHaveText(email);
  await invitee.getByLabel("Your name").fill("Ivy Invitee");
  await invitee.getByLabel("Choose a password").fill("rubricate1");
  await invitee.getByRole("button", { name: "Create my account" }).click();
  await expect(invitee.locator(".alert.error")).toContainText(/password:/i);
  await invitee.getByLabel("Choose a password").fill("copper meadow violin");
  await invitee.screenshot({ path: `${SHOTS}-invite-accept.png`, fullPage: true });
  await invitee.getByRole("button", { name: "Create my account" }).click();
  await expect(invitee).toHaveURL(/\/login\?notice=invite-accepted/);
  await expect(invitee.getByRole("status")).toContainText("Your account is ready");
  await invitee.getByLabel("Email").fill(email);
  await invitee.getByLabel("Password").fill("copper meadow violin");
  await invitee.getByRole("button", { name: "Sign in" }).click();
  await expect(invitee.getByTestId("current-user")).toContainText(`Ivy Invitee · ${email}`);

  // The same link again, in yet another browser: a clear message, no form.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByTestId("invite-problem")).toContainText("already used");
  await expect(again.getByRole("form", { name: "Accept invitation" })).toHaveCount(0);
  await again.screenshot({ path: `${SHOTS}-invite-used.png`, fullPage: true });
  await again.context().close();
  await context.close();
});

test("an expired invitation link says so", async ({ page, world }) => {
  await loginAs(page, world.users.siteAdmin);
  const res = await page.request.post("/api/admin/invites", {
    data: { email: `late-${Date.now()}@e2e.test`, expiresInHours: 1 },
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(200);
  const { path, invite } = await res.json();
  await prisma.invite.update({
    where: { id: invite.id },
    data: { expiresAt: new Date(Date.now() - 60_000) },
  });
  await page.goto(path);
  await expect(page.getByTestId("invite-problem")).toContainText("expired on");
  await expect(page.getByTestId("invite-problem")).toContainText("Ask an admin for a new one");
});

test("a site admin deactivates a user: the user's open page is signed out and sign-in is refused; reactivation lets them back", async ({
  page,
  world,
  pageAs,
}) => {
  const rater = await pageAs(world.users.rater);
  await rater.goto("/settings");
  await expect(rater.getByRole("heading", { name: "Settings" })).toBeVisible();

  await loginAs(page, world.users.siteAdmin);
  await page.goto("/admin");
  page.on("dialog", (d) => void d.accept());
  const row = page.getByTestId(`user-row-${world.users.rater.email}`);
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("deactivated");
  await page.screenshot({ path: `${SHOTS}-admin-deactivated.png`, fullPage: true });

  // The open page notices on its next session check (polled every 10 s) and goes to sign-in.
  await expect(rater).toHaveURL(/\/login\?notice=session-ended/, { timeout: 25_000 });
  await expect(rater.getByRole("status")).toContainText("Your session has ended");
  await rater.getByLabel("Email").fill(world.users.rater.email);
  await rater.getByLabel("Password").fill(PASSWORD);
  await rater.getByRole("button", { name: "Sign in" }).click();
  await expect(rater.locator(".alert.error")).toContainText("This account is deactivated");
  await rater.screenshot({ path: `${SHOTS}-deactivated-login.png`, fullPage: true });

  await row.getByRole("button", { name: "Reactivate" }).click();
  await expect(row.getByRole("button", { name: "Deactivate" })).toBeVisible();
  await rater.getByRole("button", { name: "Sign in" }).click();
  await expect(rater.getByTestId("current-user")).toContainText(world.users.rater.email);
});

test("a user changes their password in Settings and signs in with the new one", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-the-password-9");
  await form.getByLabel("New password").fill("cobalt harbor lantern");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Current password: is not your current password",
  );
  await page.screenshot({ path: `${SHOTS}-settings-wrong-current.png`, fullPage: true });
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-changed/);
  await page.getByLabel("Email").fill(world.users.engineer.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".alert.error")).toContainText("Wrong email or password");
  await page.getByLabel("Password").fill("cobalt harbor lantern");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toContainText(world.users.engineer.email);

  // And the display name.
  await page.goto("/settings");
  const profile = page.getByRole("form", { name: "Profile" });
  await profile.getByLabel("Display name").fill("Eve Engineer");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByTestId("current-user")).toContainText("Eve Engineer ·");
});

test("a rater's settings page shows no provider details, and the API refuses them", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.rater);
  const res = await page.goto("/settings");
  const html = (await res?.text()) ?? "";
  await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
  await expect(page.getByTestId("llm-settings")).toHaveCount(0);
  expect(html).not.toMatch(/mock-rubric-model|openai-compatible|LLM_API_KEY/);
  expect((await page.request.get("/api/settings/llm")).status()).toBe(403);
  await page.screenshot({ path: `${SHOTS}-settings-rater.png`, fullPage: true });

  const lead = await pageAs(world.users.lead);
  await lead.goto("/settings");
  await expect(lead.getByTestId("llm-settings")).toContainText("mock-rubric-model");
  await expect(lead.getByTestId("llm-key-variables")).toContainText("OPENAI_API_KEY: not set");
  await lead.screenshot({ path: `${SHOTS}-settings-lead.png`, fullPage: true });
});
