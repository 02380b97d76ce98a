import type { TSaveState } from "./use-autosave";

const TEXT: Record<TSaveState, string> = {
  saved: "Saved",
  dirty: "Unsaved changes…",
  saving: "Saving…",
  conflict: "Not saved: conflict",
  error: "Not saved",
};

export function SaveIndicator({
  state,
  version,
  error,
}: {
  state: TSaveState;
  version: number;
  error: string | null;
}) {
  const tone =
    state === "saved" ? "ok" : state === "conflict" || state === "error" ? "bad" : "warn";
  return (
    <span
      className={`badge ${tone}`}
      data-testid="save-state"
      title={error ?? undefined}
      aria-live="polite"
    >
      {TEXT[state]}
      {state === "saved" ? ` · v${version}` : ""}
      {error ? `: ${error}` : ""}
    </span>
  );
}
