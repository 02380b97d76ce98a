import type { ReactNode } from "react";

/** One dashboard section: a titled panel (`aria-labelledby` its h2) with an optional note and actions. */
export function DashboardSection(props: {
  id: string;
  title: string;
  testId: string;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { id, title, testId, note, actions, children } = props;
  return (
    <section
      className="panel agreement-section"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      id={id}
    >
      <div className="section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions && <div className="section-actions">{actions}</div>}
      </div>
      {note && <p className="subtle section-note">{note}</p>}
      {children}
    </section>
  );
}
