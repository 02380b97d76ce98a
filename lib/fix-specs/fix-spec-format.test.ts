import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";
import { formatSourceFiles } from "./format-source-files";
import { formatTestInformation, NO_TEST_INFORMATION } from "./format-test-information";
import { hashFileSet } from "./hash-file-set";
import { listEditedFiles } from "./list-edited-files";
import { writeFixSpecOffline } from "./write-fix-spec-offline";

const NO_TESTS = {
  passesTests: null,
  failToPassPassed: null,
  failToPassTotal: null,
  passToPassPassed: null,
  passToPassTotal: null,
  testLog: null,
};

describe("listEditedFiles and hashFileSet", () => {
  it("names each edited file once, sorted, by its path before the patch; a new file by its new path", () => {
    const created = [
      "diff --git a/src/new.c b/src/new.c",
      "new file mode 100644",
      "--- /dev/null",
      "+++ b/src/new.c",
      "@@ -0,0 +1 @@",
      "+int x;",
      "",
    ].join("\n");
    const diff =
      sampleDiff("  return 2;", "src/z.c") + sampleDiff("  return 3;", "src/a.c") + created;
    expect(listEditedFiles({ diff })).toEqual(["src/a.c", "src/new.c", "src/z.c"]);
    expect(listEditedFiles({ diff: sampleDiff() + sampleDiff("  return 9;") })).toEqual([
      "src/calc.c",
    ]);
  });

  it("keys a file set by its paths whatever their order or repeats, and tells different sets apart", () => {
    expect(hashFileSet({ files: ["b", "a", "a"] })).toBe(hashFileSet({ files: ["a", "b"] }));
    expect(hashFileSet({ files: ["a"] })).not.toBe(hashFileSet({ files: ["a", "b"] }));
    expect(hashFileSet({ files: [] })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("formatSourceFiles", () => {
  it("cats each file's original contents, and says when a file's contents were not imported", () => {
    expect(
      formatSourceFiles({ files: ["a.c", "b.c"], originals: { "a.c": "int a;\n", z: "unused" } }),
    ).toBe("$ cat a.c\nint a;\n\n$ cat b.c\n(original contents not provided)");
    expect(formatSourceFiles({ files: [], originals: {} })).toBe(
      "(the patch edits no file that could be read)",
    );
  });
});

describe("formatTestInformation", () => {
  it("says no testing information is available when the import gave none (paper 000, §3.2.3)", () => {
    expect(formatTestInformation({ tests: NO_TESTS })).toBe(NO_TEST_INFORMATION);
    expect(formatTestInformation({ tests: { ...NO_TESTS, testLog: "  \n" } })).toBe(
      NO_TEST_INFORMATION,
    );
  });

  it("states the outcome, the fail-to-pass and pass-to-pass counts, and the end of a long log", () => {
    const log = `${"x".repeat(9_000)}FAIL test_overflow`;
    const text = formatTestInformation({
      tests: {
        passesTests: false,
        failToPassPassed: 1,
        failToPassTotal: 2,
        passToPassPassed: 40,
        passToPassTotal: 40,
        testLog: log,
      },
    });
    expect(text.split("\n").slice(0, 4)).toEqual([
      "The patch fails tests.",
      "Fail-to-pass tests (failed before the fix): 1 of 2 pass.",
      "Pass-to-pass tests (passed before the fix): 40 of 40 pass.",
      "Test log (last 8000 characters):",
    ]);
    expect(text).toContain("FAIL test_overflow\n```");
    expect(text.length).toBeLessThan(8_300);
    expect(formatTestInformation({ tests: { ...NO_TESTS, passesTests: true } })).toBe(
      "The patch passes the tests that were run.",
    );
  });
});

describe("writeFixSpecOffline", () => {
  const report = [
    "==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1 at pc 0x2",
    "    #0 0x4f in Exiv2::getUShort(unsigned char const*) /src/exiv2/src/types.cpp:300",
    "    #1 0x50 in Exiv2::Image::readIfd /src/exiv2/src/image.cpp:88",
    "    #2 0x51 in main /src/exiv2/app/main.cpp:10",
    "SUMMARY: AddressSanitizer: heap-buffer-overflow /src/exiv2/src/types.cpp:300 in getUShort",
  ].join("\n");
  const bug = { title: "Overflow in getUShort", report, bugType: "Heap-buffer-overflow" };

  it("states the reported failure and the trace's functions in the edited files, and says it is offline", () => {
    const spec = writeFixSpecOffline({ bug, files: ["src/types.cpp"] });
    expect(spec).toContain("offline, no LLM");
    expect(spec).toContain(
      "The report shows: `AddressSanitizer: heap-buffer-overflow /src/exiv2/src/types.cpp:300 in getUShort`.",
    );
    expect(spec).toContain("`Exiv2::getUShort` (src/types.cpp), on the reported trace");
    expect(spec).not.toContain("readIfd");
    expect(spec).toContain("The candidate edits `src/types.cpp`");
    expect(writeFixSpecOffline({ bug, files: ["src/types.cpp"] })).toBe(spec);
  });

  it("works from a report with no trace and no edited file", () => {
    const spec = writeFixSpecOffline({
      bug: { title: null, report: "The total is wrong.", bugType: null },
      files: [],
    });
    expect(spec).toContain("The report shows no sanitizer or exception line.");
    expect(spec).toContain("The candidate edits no file that could be read.");
    expect(spec).toContain("The failure the report describes no longer occurs");
  });
});
