import Link from "next/link";
import type { THomeEntry } from "@/lib/users/get-home-work";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const RUN_STATUS: Record<string, string> = {
  completed: "finished",
  completed_with_failures: "finished with failures",
  failed: "failed",
};

/** The sentence of one entry: what to do, and where. */
function describe(e: THomeEntry): string {
  switch (e.kind) {
    case "confirm-rubric":
      return `Confirm or return the rubric of ${e.subject}`;
    case "returned-rubric":
      return `Rework the rubric of ${e.subject}: it was returned to you`;
    case "rate":
      return `Label ${plural(e.count ?? 0, "patch", "patches")} left in ${e.subject}`;
    case "author-study":
      return `Write ${plural(e.count ?? 0, "rubric")} left in the study ${e.subject}`;
    case "label-study":
      return `Give ${plural(e.count ?? 0, "label")} left in the study ${e.subject}`;
    case "adjudicate":
      return `Settle ${plural(e.count ?? 0, "open dispute")} in ${e.subject}`;
    case "judge-run":
      return `Judge run of ${e.subject} ${RUN_STATUS[e.status ?? ""] ?? e.status}`;
  }
}

const SECTIONS: { title: string; kinds: THomeEntry["kind"][] }[] = [
  { title: "Rubrics", kinds: ["confirm-rubric", "returned-rubric"] },
  { title: "Labelling", kinds: ["rate", "author-study", "label-study"] },
  { title: "Disputes", kinds: ["adjudicate"] },
  { title: "Judge runs since your last visit", kinds: ["judge-run"] },
];

/** Home: what waits for the user, each entry a link to the page where it is done. */
export function HomeWork({ entries }: { entries: THomeEntry[] }) {
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby="home-work-title">
      <div className="page-head">
        <div>
          <h1 id="home-work-title">Next up</h1>
          <div className="subtle">What is waiting for you across your projects.</div>
        </div>
      </div>
      {entries.length === 0 ? (
        <div className="panel empty" data-testid="home-work-empty">
          Nothing is waiting for you right now. New rubrics to confirm, patches to label, disputes
          and finished judge runs will show up here.
        </div>
      ) : (
        <div className="panel" data-testid="home-work">
          {SECTIONS.map(({ title, kinds }) => {
            const items = entries.filter((e) => kinds.includes(e.kind));
            if (items.length === 0) return null;
            return (
              <div key={title} style={{ marginBottom: 12 }}>
                <h2 style={{ fontSize: 15, margin: "0 0 6px" }}>{title}</h2>
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {items.map((e) => (
                    <li key={e.href} style={{ marginBottom: 4 }} data-testid="home-entry">
                      <Link href={e.href}>{describe(e)}</Link>{" "}
                      <span className="subtle">· {e.project.name}</span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
