import { describe, expect, it } from "vitest";
import { readPatchEvidence } from "./read-patch-evidence";

const diff = [
  "--- a/src/a.c",
  "+++ b/src/a.c",
  "@@ -1,1 +1,2 @@",
  " x",
  "+y",
  "--- a/old.h\t(revision 12)",
  "+++ /dev/null",
  "@@ -1 +0,0 @@",
  "-z",
  "",
].join("\n");
const base = { diff, passesTests: null, failToPassPassed: null, failToPassTotal: null };

describe("readPatchEvidence", () => {
  it("lists the touched files without prefixes or revision suffixes, a deletion by its old name", () => {
    expect(readPatchEvidence(base).files).toEqual(["src/a.c", "old.h"]);
  });

  it("reads the test outcome as the judge prompt does", () => {
    expect(readPatchEvidence({ ...base, passesTests: true }).tests).toBe("pass");
    expect(readPatchEvidence({ ...base, passesTests: false }).tests).toBe("fail");
    expect(readPatchEvidence(base).tests).toBe("unknown");
    const counts = readPatchEvidence({ ...base, failToPassPassed: 1, failToPassTotal: 2 });
    expect([counts.tests, counts.testsDetail]).toEqual(["fail", "1 of 2 fail-to-pass tests pass"]);
    expect(readPatchEvidence({ ...base, failToPassPassed: 2, failToPassTotal: 2 }).tests).toBe(
      "pass",
    );
  });

  it("reads a compile result from the metadata only when it is a boolean", () => {
    expect(readPatchEvidence({ ...base, metadata: '{"compiles":false}' }).compiled).toBe(false);
    expect(readPatchEvidence({ ...base, metadata: '{"builds":true}' }).compiled).toBe(true);
    expect(readPatchEvidence({ ...base, metadata: '{"compiles":"yes"}' }).compiled).toBeNull();
    expect(readPatchEvidence({ ...base, metadata: "not json" }).compiled).toBeNull();
  });
});
