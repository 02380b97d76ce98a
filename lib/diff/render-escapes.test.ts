import { html } from "diff2html";
import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";

// DiffView renders diff2html output as HTML: prove untrusted diff text stays inert.
describe("diff2html output", () => {
  it("escapes markup in lines and file names", () => {
    const diff = sampleDiff(
      '  // <script>alert("xss")</script><img src=x onerror=alert(1)>',
      "src/<script>x</script>.c",
    );
    for (const outputFormat of ["line-by-line", "side-by-side"] as const) {
      const out = html(diff, {
        outputFormat,
        matching: "lines",
        drawFileList: false,
        diffStyle: "word",
      });
      expect(out).not.toMatch(/<script/i);
      expect(out).not.toMatch(/<img/i);
      expect(out).toContain("&lt;script&gt;");
    }
  });
});
