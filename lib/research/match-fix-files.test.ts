import { describe, expect, it } from "vitest";
import { matchFixFiles } from "./match-fix-files";

describe("matchFixFiles", () => {
  it("matches the same path with or without a/ b/ prefixes", () => {
    expect(matchFixFiles({ patchFiles: ["b/src/x.c"], fixFiles: ["src/x.c"] })).toBe(true);
    expect(matchFixFiles({ patchFiles: ["src/y.c", "src/x.c"], fixFiles: ["a/src/x.c"] })).toBe(
      true,
    );
    expect(matchFixFiles({ patchFiles: ["src/y.c"], fixFiles: ["src/x.c"] })).toBe(false);
  });

  it("matches below a differing first directory (one tree copy per tool), not by file name alone", () => {
    expect(
      matchFixFiles({
        patchFiles: ["sourceFile_S3/Lang/src/Foo.java"],
        fixFiles: ["sourceFile_human/Lang/src/Foo.java"],
      }),
    ).toBe(true);
    expect(
      matchFixFiles({ patchFiles: ["lib/util/__init__.py"], fixFiles: ["pkg/__init__.py"] }),
    ).toBe(false);
  });

  it("is null when either side names no file", () => {
    expect(matchFixFiles({ patchFiles: [], fixFiles: ["x"] })).toBeNull();
    expect(matchFixFiles({ patchFiles: ["x"], fixFiles: [] })).toBeNull();
  });
});
