"use client";

/** The keyboard help overlay ("?"). */
export function ShortcutHelp({ keys, onClose }: { keys: [string, string][]; onClose: () => void }) {
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Keyboard shortcuts"
      onClick={onClose}
    >
      <div className="panel dialog" onClick={(e) => e.stopPropagation()}>
        <h2>Keyboard shortcuts</h2>
        <dl className="kv">
          {keys.map(([k, what]) => (
            <div key={k} style={{ display: "contents" }}>
              <dt>
                <kbd>{k}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <div className="toolbar" style={{ marginTop: 12, marginBottom: 0 }}>
          <button onClick={onClose} autoFocus>
            Close (Esc)
          </button>
        </div>
      </div>
    </div>
  );
}
