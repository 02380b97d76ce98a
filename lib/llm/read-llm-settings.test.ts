import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/settings/llm/route";
import type { TProjectRole } from "@/lib/auth/roles";
import { createProject } from "@/lib/projects/create-project";
import { TEST_ORIGIN, signInCookie } from "@/lib/test/sign-in-cookie";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

delete process.env.APP_URL;
const PASSWORD = "quartz lantern settings";
const cookies = new Map<string, string>();

beforeAll(async () => {
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = "http://127.0.0.1:9/v1";
  process.env.LLM_MODEL = "settings-model";
  process.env.LLM_API_KEY = "settings-secret-key";
  await createProject({ input: { slug: "llmset", name: "L", description: "" }, actorId: null });
  const users: [string, TProjectRole | null, boolean][] = [
    ["rater", "rater", false],
    ["engineer", "engineer", false],
    ["lead", "lead", false],
    ["admin", "admin", false],
    ["siteadmin", null, true],
    ["outsider", null, false],
  ];
  for (const [tag, role, isAdmin] of users) {
    const email = `${tag}@llmset.test`;
    await createUser({
      input: {
        email,
        name: `${tag} person`,
        password: PASSWORD,
        isAdmin,
        projectRoles: role ? [{ projectSlug: "llmset", role }] : [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    cookies.set(tag, (await signInCookie({ email, password: PASSWORD })).cookie);
  }
}, 60_000);

const get = async (tag: string) => {
  const res = await GET(
    new NextRequest(`${TEST_ORIGIN}/api/settings/llm`, {
      headers: { cookie: cookies.get(tag)! },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, text: await res.text() };
};

describe("GET /api/settings/llm: leads and admins only", () => {
  it("refuses raters, engineers and users without a role with a 403 that carries no provider detail", async () => {
    for (const tag of ["rater", "engineer", "outsider"]) {
      const res = await get(tag);
      expect(res.status, tag).toBe(403);
      expect(res.text, tag).not.toMatch(/settings-model|127\.0\.0\.1|LLM_API_KEY|openai/);
    }
  });

  it("answers leads, project admins and site admins with the variable names, never a key value", async () => {
    for (const tag of ["lead", "admin", "siteadmin"]) {
      const res = await get(tag);
      expect(res.status, tag).toBe(200);
      const { llm } = JSON.parse(res.text);
      expect(llm).toMatchObject({
        provider: "openai-compatible",
        model: "settings-model",
        baseUrl: "http://127.0.0.1:9",
        keySource: "LLM_API_KEY",
      });
      expect(llm.keyVariables).toContainEqual({ name: "LLM_API_KEY", set: true });
      expect(res.text).not.toContain("settings-secret-key");
    }
  });
});
