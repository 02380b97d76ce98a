/** The request header that names a call's send gate (stripped before the request goes out). */
export const SEND_GATE_HEADER = "x-rubricate-send-gate";

type TGate = { wait: () => Promise<void>; passed: boolean };
const gates = new Map<string, TGate>();
let next = 0;

/**
 * A gate the provider's HTTP client (fetchBuffered) waits at before it sends a request that
 * carries `headers`: the AI SDK builds the whole request first, so a job claimed ahead has it
 * ready and only the send waits for its slot. `passed` tells whether a request went through it;
 * `close` forgets it (always call it).
 */
export function openSendGate(options: { wait: () => Promise<void> }): {
  headers: Record<string, string>;
  passed: () => boolean;
  close: () => void;
} {
  const id = String(++next);
  const gate: TGate = { wait: options.wait, passed: false };
  gates.set(id, gate);
  return {
    headers: { [SEND_GATE_HEADER]: id },
    passed: () => gate.passed,
    close: () => void gates.delete(id),
  };
}

/** Takes the gate header out of `headers` (a plain record) and waits at its gate, if any. */
export async function passSendGate(headers: Record<string, string> | undefined): Promise<void> {
  const id = headers?.[SEND_GATE_HEADER];
  if (id === undefined) return;
  delete headers![SEND_GATE_HEADER];
  const gate = gates.get(id);
  if (!gate) return;
  await gate.wait();
  gate.passed = true;
}
