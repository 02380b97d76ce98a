import { describe, expect, it } from "vitest";
import { findRemoteCommand } from "./remote-commands";
import { takeServerOption } from "./take-server-option";

const take = (args: string[], env: Record<string, string | undefined> = {}) =>
  takeServerOption({ args, env });

describe("takeServerOption", () => {
  it("takes --server before or after the command, else RUBRICATE_SERVER", () => {
    expect(take(["--server", "http://h:1", "dashboard", "--project", "p"])).toEqual({
      server: "http://h:1",
      args: ["dashboard", "--project", "p"],
    });
    expect(take(["judge", "list", "--server=https://h", "--project", "p"])).toEqual({
      server: "https://h",
      args: ["judge", "list", "--project", "p"],
    });
    expect(take(["dashboard"], { RUBRICATE_SERVER: " http://env " })).toEqual({
      server: "http://env",
      args: ["dashboard"],
    });
    expect(take(["--server", "http://opt", "x"], { RUBRICATE_SERVER: "http://env" }).server).toBe(
      "http://opt",
    );
    expect(take(["dashboard"], { RUBRICATE_SERVER: "" }).server).toBeNull();
  });

  it("refuses a missing or non-HTTP address", () => {
    expect(() => take(["--server"])).toThrow(/needs the server's address/);
    expect(() => take(["--server", "--project"])).toThrow(/needs the server's address/);
    expect(() => take(["--server", "rubricate.example.org"])).toThrow(/http:\/\/ or https:\/\//);
  });
});

describe("findRemoteCommand", () => {
  const find = (args: string[], token: string | null = "rbt_x") =>
    findRemoteCommand({ args, token: token ?? undefined })?.name;
  it("finds a remote command or group subcommand; no command is the help", () => {
    expect(find(["dashboard", "--project", "p"])).toBe("dashboard");
    expect(find(["import", "file.jsonl", "--project", "p"])).toBe("import");
    expect(find(["judge", "--project", "p", "--config", "c"])).toBe("judge");
    expect(find(["judge", "results", "--run", "r"])).toBe("judge");
    expect(find(["campaign", "--help"])).toBe("campaign");
    for (const sub of ["create", "disputes", "adjudicate"])
      expect(find(["campaign", sub, "--project", "p"])).toBe("campaign");
    expect(find([])).toBeUndefined();
    expect(find(["--help"])).toBeUndefined();
  });

  it("refuses a command without a remote form, listing those that have one, and a missing token", () => {
    expect(() => find(["user", "list"])).toThrow(
      /^user has no remote form; with --server \(or RUBRICATE_SERVER\) these run: dashboard, research, policy, alignment, patches, judge, judge list[^]*rules show, rules set, rules history, import\.$/,
    );
    expect(() => find(["judge", "themes", "--run", "r"])).toThrow(
      /^judge themes has no remote form/,
    );
    expect(() => find(["dashboard"], null)).toThrow(/RUBRICATE_TOKEN.*shell history/);
    expect(() => find(["dashboard"], " ")).toThrow(/RUBRICATE_TOKEN/);
  });
});
