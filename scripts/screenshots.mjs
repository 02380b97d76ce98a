// Screenshots of the main pages for a visual check: `node scripts/screenshots.mjs URL OUTDIR`
// against a running `npm start` with the demo seeded.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "/tmp/rubricate-shots"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
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
await page.getByLabel("File (.jsonl)").setInputFiles({ name: "bad.jsonl", mimeType: "application/json", buffer: Buffer.from('{"patchId":"x","bugId":"nope","patch":"--- a\\n+++ b\\n@@ -1 +1 @@\\n-a\\n+b\\n"}\n{oops\n{"patchId":"y","bugId":"tinyjson-17","patch":""}\n') });
await page.getByRole("button", { name: "Import", exact: true }).click();
await page.getByTestId("import-report").waitFor();
await shot("07-import-errors");
await page.goto(`${base}/admin`);
await page.locator("tbody tr").nth(2).waitFor();
await shot("08-admin");
await browser.close();
console.log(`Screenshots in ${out}`);
