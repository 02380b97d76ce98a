// Summarizes a V8 CPU profile (.cpuprofile, from node:inspector's Profiler) into where the busy
// time went: self time grouped by package (node_modules/<pkg>), by Node internal module, or by
// the project's own file, with idle time left out. Used by bench/judge-throughput-run.ts.

type TCallFrame = { functionName: string; url: string };
type TProfile = {
  nodes: { id: number; callFrame: TCallFrame }[];
  samples?: number[];
  timeDeltas?: number[];
};
export type TProfileItem = { name: string; ms: number; share: number };
export type TProfileSummary = { busyMs: number; items: TProfileItem[] };

/** The group a frame's self time counts to: a package, a Node module, a project file, or V8's own bucket. */
function groupOf({ functionName, url }: TCallFrame): string {
  if (!url) {
    if (functionName.startsWith("(")) return functionName;
    return url === "" && /^wasm-function/.test(functionName) ? "WebAssembly" : "native code";
  }
  if (url.startsWith("wasm://")) return "WebAssembly (Prisma query compiler)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    if (/query_compiler/.test(url)) return "@prisma/client (query compiler)";
    return pkg[1]!;
  }
  if (url.startsWith("node:")) return `node: ${url.slice(5).replace(/^internal\//, "")}`;
  const own = /\/((?:lib|bench|scripts)\/.*)$/.exec(url);
  return own ? own[1]! : url;
}

/** The top `limit` groups by self time, as milliseconds and shares of the busy (non-idle) time. */
export function summarizeCpuProfile(options: {
  profile: TProfile;
  limit?: number;
}): TProfileSummary {
  const { profile } = options;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const totals = new Map<string, number>();
  let busy = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = frames.get(id);
    const us = profile.timeDeltas?.[i] ?? 0;
    if (!frame || frame.functionName === "(idle)") return;
    busy += us;
    const group = groupOf(frame);
    totals.set(group, (totals.get(group) ?? 0) + us);
  });
  const items = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.limit ?? 12)
    .map(([name, us]) => ({ name, ms: us / 1000, share: busy > 0 ? us / busy : 0 }));
  return { busyMs: busy / 1000, items };
}
