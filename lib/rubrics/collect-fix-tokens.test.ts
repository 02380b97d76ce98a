import { describe, expect, it } from "vitest";
import { collectFixTokens } from "./collect-fix-tokens";

const PATCH = `diff --git a/src/png_row.c b/src/png_row.c
--- a/src/png_row.c
+++ b/src/png_row.c
@@ -10,6 +10,9 @@ int png_read_row(png_structp png_ptr, size_t row_len)
   size_t width = png_ptr->width;
-  memcpy(png_ptr->row_buf, src, row_len);
+  /* reject rows longer than PNG_ROW_LIMIT_COMMENT */
+  if (row_len > png_ptr->rowbytes || row_len > 0x7fff) return png_chunk_error(png_ptr, "row too long");
+  memcpy(png_ptr->row_buf, src, row_len); // guardedCopy
+  png_ptr->emax = 4096;
diff --git a/tests/row_test.c b/tests/row_test.c
--- a/tests/row_test.c
+++ b/tests/row_test.c
@@ -1,2 +1,3 @@
 int main(void) {
+  check_oversized_row_regression();
 }
diff --git a/NEWS b/NEWS
--- a/NEWS
+++ b/NEWS
@@ -1,1 +1,2 @@
+Fixed a heap overflow in libpng_row_decoder.
 Version 1.6
`;

describe("collectFixTokens", () => {
  it("keeps identifiers and constants the fix adds to source files and the report does not name", () => {
    const tokens = collectFixTokens({
      report: "ERROR: AddressSanitizer: heap-buffer-overflow in memcpy called from png_read_row",
      groundTruthPatch: PATCH,
    });
    expect([...tokens.values()].sort()).toEqual(
      ["0x7fff", "4096", "emax", "png_chunk_error", "rowbytes"].sort(),
    );
    expect(tokens.get("png_chunk_error")).toBe("png_chunk_error");
  });

  it("drops what the report names (case-insensitively), short tokens, keywords, comments, strings, locations, tests and NEWS", () => {
    const tokens = collectFixTokens({
      report: "The ROWBYTES field is wrong; see EMAX.",
      groundTruthPatch: PATCH,
    });
    const keys = [...tokens.keys()];
    expect(keys).not.toContain("rowbytes");
    expect(keys).not.toContain("emax");
    for (const gone of [
      "src", // path
      "png_read_row", // the function of the hunk header
      "png_ptr", // in the hunk header's parameters
      "row_len",
      "row_buf", // on the re-added line, but also on the deleted one
      "width", // context
      "return",
      "png_row_limit_comment", // comment
      "long", // string literal (and a keyword)
      "guardedcopy", // line comment
      "check_oversized_row_regression", // test file
      "libpng_row_decoder", // NEWS
    ])
      expect(keys).not.toContain(gone);
  });

  it("gives nothing for an empty or unparsable patch", () => {
    expect(collectFixTokens({ report: "", groundTruthPatch: "" }).size).toBe(0);
    expect(collectFixTokens({ report: "", groundTruthPatch: "not a diff" }).size).toBe(0);
  });
});
