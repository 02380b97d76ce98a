import "@/lib/test/test-db";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { CLI_COMMANDS } from "./cli-commands";
import { registerCommandList } from "./register-command-list";

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
