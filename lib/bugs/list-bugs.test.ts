import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { listBugs } from "./list-bugs";
import { ZListBugsQuery } from "./schemas";

let projectId = "";
beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "search", name: "Search", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId, kinds: ["bugs"] });
});

const search = async (q: string) =>
  (await listBugs({ projectId, query: ZListBugsQuery.parse({ q }) })).items.map(
    (b) => b.externalId,
  );

describe("listBugs text search", () => {
  it("matches id, title or report, ignoring case on every engine", async () => {
    const exact = await search("Heap-buffer-overflow");
    expect(exact).toContain("tinyjson-17");
    expect(await search("HEAP-BUFFER-OVERFLOW")).toEqual(exact);
    expect(await search("heap-buffer-overflow")).toEqual(exact);
    expect(await search("TINYJSON-17")).toEqual(["tinyjson-17"]);
    expect(await search("fuzz_parse harness")).toContain("tinyjson-17");
  });

  it("finds nothing for text no bug has", async () => {
    expect(await search("no such text anywhere 42")).toEqual([]);
  });
});
