import { readFileSync } from "node:fs";
import { CAPABILITY_ROLES, PROJECT_ROLES } from "@/lib/auth/roles";
import { partScoped, runMatrix, setUpMatrixWorld } from "./authz-matrix-run";
import { allows, plainRequester, sessionRequester, type TRequester } from "./authz-call";
import { EXPECTED } from "./authz-routes";
import { expect, test } from "./fixtures";

test("the Roles table (docs/roles.md) is the capability table the server enforces", () => {
  const table = readFileSync("docs/roles.md", "utf8");
  const rows = table
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Capability"))
    .map((l) =>
      l
        .split("|")
        .slice(2, 6)
        .map((c) => c.trim()),
    );
  const fromCode = Object.values(CAPABILITY_ROLES).map((roles) =>
    PROJECT_ROLES.map((r) => ((roles as readonly string[]).includes(r) ? "✓" : "")),
  );
  // Every capability row, in order; the last row (campaign raters) is the campaign "rate" rule.
  expect(rows.slice(0, -1)).toEqual(fromCode);
  expect(rows.at(-1)).toEqual(["", "", "", "✓ (campaign raters)"]);
});

test("every API route × every principal: the forbidden get 401/403 and change nothing, the allowed get through", async ({
  world,
}) => {
  test.setTimeout(360_000); // ~540 calls; npm test runs e2e beside the Vitest lane
  const { ctx, everywhere, campaignOnly } = await setUpMatrixWorld(world);
  const requesters = new Map<string, TRequester>();
  for (const [p, user] of [...everywhere, ...campaignOnly])
    requesters.set(p.name, user ? await sessionRequester(user) : plainRequester());
  const started = Date.now();
  const checks = await runMatrix({
    ctx,
    callers: (route) =>
      (partScoped(route) ? [...everywhere, ...campaignOnly] : everywhere).map(([p]) => ({
        name: p.name,
        requester: requesters.get(p.name)!,
        outcome: () => (allows(EXPECTED[route]!.rule, p) ? "allowed" : p.signedIn ? 403 : 401),
      })),
  });
  const denied = checks.filter((c) => c.outcome !== "allowed").length;
  console.log(
    `authz matrix: ${Object.keys(EXPECTED).length} routes, ${checks.length} route × principal checks (${denied} denied, ${checks.length - denied} allowed) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expect(checks.length).toBe(
    Object.keys(EXPECTED).length * everywhere.length +
      Object.keys(EXPECTED).filter(partScoped).length * campaignOnly.length,
  );
});
