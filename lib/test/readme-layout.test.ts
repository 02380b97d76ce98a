import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The text of docs/development.md's "## Layout" section, up to the next second-level heading. */
function layoutSection(): string {
  const readme = readFileSync(path.join(ROOT, "docs/development.md"), "utf8");
  const start = readme.indexOf("\n## Layout\n");
  if (start < 0) throw new Error('docs/development.md has no "## Layout" section');
  const next = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

/** Paths the Layout section lists: the first word of each line inside its code blocks. */
function layoutEntries(section: string): string[] {
  const blocks = section.split("```").filter((_, i) => i % 2 === 1);
  return blocks
    .flatMap((block) => block.split("\n"))
    .map((line) => line.match(/^(\S+)/)?.[1]?.replace(/,$/, ""))
    .filter((entry): entry is string => entry !== undefined);
}

const libFolders = readdirSync(path.join(ROOT, "lib"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("docs/development.md layout", () => {
  const entries = layoutEntries(layoutSection());

  it("finds the lib/ folders and the Layout entries it checks", () => {
    expect(libFolders.length).toBeGreaterThan(20);
    expect(entries.filter((e) => e.startsWith("lib/") && e !== "lib/").length).toBeGreaterThan(20);
  });

  it("every folder under lib/ has its own README.md", () => {
    const missing = libFolders.filter(
      (name) => !existsSync(path.join(ROOT, "lib", name, "README.md")),
    );
    expect(missing, "lib/ folders without a README.md").toEqual([]);
  });

  it("every folder under lib/ has a line in the Layout section of docs/development.md", () => {
    const listed = new Set(entries);
    const missing = libFolders.filter((name) => !listed.has(`lib/${name}/`));
    expect(missing, "lib/ folders missing from docs/development.md's Layout").toEqual([]);
  });

  it("every folder and file the Layout section names exists", () => {
    const named = entries.filter((e) => e.endsWith("/") || /\.[a-z]+$/.test(e));
    expect(named.length).toBeGreaterThan(30);
    const absent = named.filter((entry) => !existsSync(path.join(ROOT, entry)));
    expect(absent, "entries of docs/development.md's Layout that do not exist").toEqual([]);
  });
});
