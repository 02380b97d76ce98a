// Screenshots of the main pages (sign-in, projects, bugs, patches, rubrics): run through
// `npm run screenshots -- main URL OUTDIR` against a running `npm start` with the demo seeded.
import { openScreenshotSession } from "./screenshot-session.mjs";

const { base, out, browser } = await openScreenshotSession();
const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
const shot = (name) => page.screenshot({ path: `${out}/${name}.png`, fullPage: true });

await page.goto(`${base}/login`);
await shot("01-login");
await page.getByLabel("Email").fill("admin@demo.rubricate");
await page.getByLabel("Password").fill("wrong-password");
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByText("Wrong email or password.").waitFor();
await shot("02-login-error");
await page.getByLabel("Password").fill("rubricate-demo");
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByTestId("current-user").waitFor();
await shot("03-projects");
await page.goto(`${base}/projects/demo`);
await page.locator("tbody tr").nth(3).waitFor();
await shot("04-project-bugs");
await page.goto(`${base}/projects/demo/bugs/httpmini-112`);
await shot("05-bug");
await page.getByRole("link", { name: "httpmini-112:swe-agent:claude-sonnet-4:0" }).click();
await page.getByLabel("Candidate patch").getByRole("button", { name: "Side by side" }).click();
await shot("06-patch-side-by-side");
await page.goto(`${base}/projects/demo/import`);
await page.getByLabel("File (.jsonl)").setInputFiles({
  name: "bad.jsonl",
  mimeType: "application/json",
  buffer: Buffer.from(
    '{"patchId":"x","bugId":"nope","patch":"--- a\\n+++ b\\n@@ -1 +1 @@\\n-a\\n+b\\n"}\n{oops\n{"patchId":"y","bugId":"tinyjson-17","patch":""}\n',
  ),
});
await page.getByRole("button", { name: "Import", exact: true }).click();
await page.getByTestId("import-report").waitFor();
await shot("07-import-errors");
await page.goto(`${base}/admin`);
await page.locator("tbody tr").nth(2).waitFor();
await shot("08-admin");
// Rubric pages: draft one offline through the API (no LLM needed), then the editor and analytics.
await page.request.post(`${base}/api/projects/demo/drafts`, {
  data: { bugIds: ["tinyjson-17"], engine: "offline" },
  headers: { origin: base },
});
for (let i = 0; i < 40; i++) {
  const r = await (
    await page.request.get(`${base}/api/projects/demo/bugs/tinyjson-17/rubric`)
  ).json();
  if (r.rubric) break;
  await new Promise((res) => setTimeout(res, 250));
}
await page.goto(`${base}/projects/demo/bugs/tinyjson-17/rubric`);
await page.locator(".monaco-editor .view-lines").click();
await page.keyboard.press("Control+End");
await page.keyboard.type(
  "\n- [ ] Reports an error for a truncated escape instead of reading past the input.",
);
await page
  .getByLabel("Justification for edit 1")
  .fill("The draft did not say what happens on truncated input.");
await page.getByLabel("Refining scope and expectations (edit 1)").check();
await page.getByTestId("save-state").filter({ hasText: "Saved · v3" }).waitFor({ timeout: 10000 });
await shot("09-rubric-editor");
await page.goto(`${base}/projects/demo/analytics`);
await page.locator("svg.recharts-surface").first().waitFor();
await shot("10-analytics");
await page.goto(`${base}/projects/demo/work`);
await shot("11-my-work");
await browser.close();
console.log(`Screenshots in ${out}`);
