import "@/lib/test/test-db";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { CLI_COMMANDS } from "./cli-commands";
import { registerCommandList } from "./register-command-list";
import { REMOTE_COMMANDS } from "./remote/remote-commands";

const newProgram = () => new Command().name("rubricate").description("Rubricate");

describe("CLI_COMMANDS", () => {
  it("gives `--help` the real commands' names, help lines and order", async () => {
    const real = newProgram();
    for (const c of CLI_COMMANDS)
      if (!real.commands.some((cmd) => cmd.name() === c.name)) (await c.load())(real);
    expect(real.commands.map((cmd) => cmd.name())).toEqual(CLI_COMMANDS.map((c) => c.name));
    const listed = newProgram();
    registerCommandList({ program: listed });
    expect(listed.helpInformation()).toBe(real.helpInformation());
  }, 60_000);

  it("loads each command by itself", async () => {
    for (const c of CLI_COMMANDS) {
      const program = newProgram();
      (await c.load())(program);
      expect(program.commands.map((cmd) => cmd.name())).toContain(c.name);
    }
  }, 60_000);
});

/** Every leaf command of `programs`, as "name sub" with its description and option names. */
function leaves(programs: Command[]) {
  const found = new Map<string, { description: string; options: string[] }>();
  const walk = (command: Command, path: string[]) => {
    if (path.length > 0 && command.commands.length === 0)
      found.set(path.join(" "), {
        description: command.description(),
        options: command.options.map((o) => o.long ?? ""),
      });
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  for (const program of programs) walk(program, []);
  return found;
}

/** The commands that say they print JSON and have no other format, but refuse `--json`. */
function refusingJson(programs: Command[]): string[] {
  return [...leaves(programs)]
    .filter(
      ([, c]) =>
        /\bJSON\b(?!L)/.test(c.description) &&
        !c.options.some((o) => ["--format", "--table", "--csv"].includes(o)) &&
        !c.options.includes("--json"),
    )
    .map(([name]) => name);
}

describe("--json on every command that prints JSON", () => {
  it("is taken by each local command whose only output is JSON", async () => {
    const programs = await Promise.all(
      CLI_COMMANDS.map(async (c) => {
        const program = new Command();
        (await c.load())(program);
        return program;
      }),
    );
    expect(refusingJson(programs)).toEqual([]);
    const all = leaves(programs);
    for (const name of ["campaign list", "judge show", "alignment", "agreement", "token list"])
      expect(all.get(name)?.options, name).toContain("--json");
  });

  it("and by the same commands with --server", async () => {
    const target = { server: "http://127.0.0.1:9", token: "rbt_test" };
    const programs = await Promise.all(
      REMOTE_COMMANDS.map(async (c) => {
        const program = new Command();
        (await c.load())(program, target);
        return program;
      }),
    );
    const all = leaves(programs);
    for (const name of ["campaign list", "campaign show", "judge list", "judge show", "alignment"])
      expect(all.get(name)?.options, name).toContain("--json");
    expect(refusingJson(programs)).toEqual([]);
  });
});
