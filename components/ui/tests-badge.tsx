export function TestsBadge({ passes }: { passes: boolean | null }) {
  if (passes === null) return <span className="badge">tests unknown</span>;
  return passes ? (
    <span className="badge ok">passes tests</span>
  ) : (
    <span className="badge bad">fails tests</span>
  );
}
