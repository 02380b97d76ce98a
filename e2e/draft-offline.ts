import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect } from "./fixtures";

/**
 * Asks for an offline draft of `bugId` through the API as the signed-in user of `page`, as the
 * bug page's button does, and waits until the e2e server's worker has written it (editing).
 */
export async function draftOffline(page: Page, slug: string, bugId: string): Promise<void> {
  const api = `/api/projects/${slug}`;
  const drafted = await page.request.post(`${api}/drafts`, {
    data: { bugIds: [bugId], engine: "offline" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(drafted.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${api}/bugs/${bugId}/rubric`)).json()).rubric?.status,
      { timeout: 20_000 },
    )
    .toBe("editing");
}
