import { spawn } from "node:child_process";

/** Runs a command to its end with extra environment variables; its exit status, stdout and stderr. */
export function runProcess(options: {
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  cwd?: string;
}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => (stdout += b.toString("utf8")));
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString("utf8")));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
