import type { Page } from "@playwright/test";
import { prisma } from "@/lib/db/client";
import type { TWorldUser } from "./fixtures";

/** The database id of a fixture user (for domain-layer set-up in a test). */
export const idOf = async (u: TWorldUser): Promise<string> =>
  (await prisma.user.findUniqueOrThrow({ where: { email: u.email }, select: { id: true } })).id;

/** The database id of a fixture project. */
export const projectIdOf = async (slug: string): Promise<string> =>
  (await prisma.project.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;

/** Records every dialog of `page` (type and message) and dismisses it: the person stays. */
export function recordDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return asked;
}
