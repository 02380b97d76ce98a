import { E2E_BASE_URL, E2E_RATE_LIMIT } from "./e2e-env";
import { PASSWORD, expect, test } from "./fixtures";

test("each role signs in through the login form and lands on its projects", async ({
  page,
  world,
}) => {
  for (const role of ["admin", "lead", "engineer", "rater", "siteAdmin"] as const) {
    const user = world.users[role];
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("current-user")).toContainText(user.email);
    await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
    if (role !== "siteAdmin")
      await expect(page.getByTestId("project-card").filter({ hasText: world.slug })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(
      role === "siteAdmin" ? 1 : 0,
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("a wrong password is refused with a clear message and no session", async ({ page, world }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(world.users.lead.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong" })).toHaveText(
    "Wrong email or password.",
  );
  await page.goto(`/projects/${world.slug}`);
  await expect(page).toHaveURL(/\/login\?next=/);
});

test("the session cookie is httpOnly and SameSite, and pages redirect to login without it", async ({
  page,
  world,
  context,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(world.users.engineer.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("sign-in returns to the page that was asked for, and only to a page of this site", async ({
  page,
  world,
}) => {
  const signIn = async () => {
    await page.getByLabel("Email").fill(world.users.lead.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("current-user")).toContainText(world.users.lead.email);
  };
  const wanted = `/projects/${world.slug}/campaigns?tab=open`;
  await page.goto(wanted);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(wanted)}`);
  await signIn();
  await expect(page).toHaveURL(wanted);
  await expect(page.getByRole("heading", { name: "Labelling campaigns" })).toBeVisible();

  // Signed in already: the sign-in page sends straight on to a safe `next`, home otherwise.
  await page.goto(`/login?next=${encodeURIComponent(`/projects/${world.slug}/agreement`)}`);
  await expect(page).toHaveURL(`/projects/${world.slug}/agreement`);
  await page.goto(`/login?next=${encodeURIComponent("//evil.example")}`);
  await expect(page).toHaveURL("/");

  for (const next of [
    "//evil.example/x",
    "https://evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
  ]) {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signIn();
    await expect(page, next).toHaveURL("/");
  }
});

const fakeAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

test("sign-in attempts from one address are rate limited", async ({ request, world }) => {
  const headers = { origin: E2E_BASE_URL, "x-forwarded-for": fakeAddress() };
  const statuses: number[] = [];
  for (let i = 0; i <= E2E_RATE_LIMIT; i++) {
    const res = await request.post("/api/auth/sign-in/email", {
      headers,
      data: { email: `nobody-${i}@e2e.test`, password: "wrong-password" },
    });
    statuses.push(res.status());
  }
  expect(statuses.slice(0, E2E_RATE_LIMIT).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Even a right password is refused from that address while it is limited...
  const ok = await request.post("/api/auth/sign-in/email", {
    headers,
    data: { email: world.users.lead.email, password: PASSWORD },
  });
  expect(ok.status()).toBe(429);
  // ...but that client's failures lock nobody else out: the same account signs in from another address.
  const other = await request.post("/api/auth/sign-in/email", {
    headers: { origin: E2E_BASE_URL, "x-forwarded-for": "192.0.2.10" },
    data: { email: world.users.lead.email, password: PASSWORD },
  });
  expect(other.status()).toBe(200);
});

test("guessing one account's password from many addresses is rate limited too", async ({
  request,
  world,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i <= E2E_RATE_LIMIT; i++) {
    const res = await request.post("/api/auth/sign-in/email", {
      headers: { origin: E2E_BASE_URL, "x-forwarded-for": `198.51.100.${(i % 250) + 1}` },
      data: { email: world.users.engineer.email, password: "wrong-password" },
    });
    statuses.push(res.status());
  }
  expect(statuses.slice(0, E2E_RATE_LIMIT).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
