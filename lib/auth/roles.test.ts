import { describe, expect, it } from "vitest";
import { rolesAllow } from "./roles";

describe("rolesAllow", () => {
  it("lets raters do none of the project capabilities", () => {
    for (const capability of ["project:read", "project:import", "project:manage"] as const) {
      expect(rolesAllow({ roles: ["rater"], capability, isAdmin: false })).toBe(false);
    }
  });
  it("grants by any held role, and everything to site admins", () => {
    expect(
      rolesAllow({ roles: ["rater", "engineer"], capability: "project:read", isAdmin: false }),
    ).toBe(true);
    expect(rolesAllow({ roles: ["engineer"], capability: "project:import", isAdmin: false })).toBe(
      false,
    );
    expect(rolesAllow({ roles: ["lead"], capability: "project:import", isAdmin: false })).toBe(
      true,
    );
    expect(rolesAllow({ roles: [], capability: "project:manage", isAdmin: true })).toBe(true);
  });
});
