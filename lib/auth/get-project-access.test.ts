import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { AppError } from "@/lib/errors/app-error";
import { createProject } from "@/lib/projects/create-project";
import { getStudyAccess } from "@/lib/studies/get-study-access";
import { createUser } from "@/lib/users/create-user";
import type { TSessionUser } from "./get-session-user";
import { getProjectAccess } from "./get-project-access";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

const SLUG = "access404";
const OTHER = "access404-other";
const users: Record<"siteAdmin" | "member" | "outsider", TSessionUser> = {} as never;

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

beforeAll(async () => {
  for (const slug of [SLUG, OTHER])
    await createProject({ input: { slug, name: slug, description: "" }, actorId: null });
  const mk = async (tag: string, isAdmin: boolean, projectSlug: string | null) =>
    createUser({
      input: {
        email: `${tag}@${SLUG}.test`,
        name: tag,
        password: "password-123",
        isAdmin,
        projectRoles: projectSlug ? [{ projectSlug, role: "lead" }] : [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  users.siteAdmin = await mk("site-admin", true, null);
  users.member = await mk("member", false, SLUG);
  users.outsider = await mk("outsider", false, OTHER);
});

describe("a project that does not exist is 404 for everyone; one the user may not use stays 403", () => {
  it("project access", async () => {
    for (const user of Object.values(users))
      expect(
        await codeOf(
          getProjectAccess({ user, slug: "no-such-project", capability: "project:read" }),
        ),
      ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        getProjectAccess({ user: users.member, slug: SLUG, capability: "project:read" }),
      ),
    ).toBe("OK");
    expect(
      await codeOf(
        getProjectAccess({ user: users.siteAdmin, slug: SLUG, capability: "project:read" }),
      ),
    ).toBe("OK");
    expect(
      await codeOf(
        getProjectAccess({ user: users.outsider, slug: SLUG, capability: "project:read" }),
      ),
    ).toBe("FORBIDDEN");
    // A member without the capability: 403 as before.
    expect(
      await codeOf(getProjectAccess({ user: users.member, slug: SLUG, capability: "rubric:edit" })),
    ).toBe("FORBIDDEN");
  });

  it("campaign and study access under a missing project, and a missing one under a real project", async () => {
    for (const user of Object.values(users)) {
      const slug = "no-such-project";
      expect(
        await codeOf(getCampaignAccess({ user, slug, campaignId: "nope", need: "manage" })),
      ).toBe("NOT_FOUND");
      expect(await codeOf(getStudyAccess({ user, slug, studyId: "nope", need: "manage" }))).toBe(
        "NOT_FOUND",
      );
      // The project exists: a missing campaign or study says no more than it did (403).
      expect(
        await codeOf(getCampaignAccess({ user, slug: SLUG, campaignId: "nope", need: "rate" })),
      ).toBe("FORBIDDEN");
      expect(
        await codeOf(getStudyAccess({ user, slug: SLUG, studyId: "nope", need: "rate" })),
      ).toBe("FORBIDDEN");
    }
  });
});
