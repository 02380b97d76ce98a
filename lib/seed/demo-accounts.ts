/** The seeded demo's accounts. They exist only in the demo; the password is printed at start. */
export const DEMO_PASSWORD = "rubricate-demo";
export const DEMO_PROJECT = {
  slug: "demo",
  name: "Demo: memory-safety and logic repairs",
  description: "Eight hand-written bugs with candidate patches from fictional repair tools.",
};

export const DEMO_ACCOUNTS = [
  { email: "admin@demo.rubricate", name: "Ada Admin", isAdmin: true, roles: ["admin"] },
  { email: "lead@demo.rubricate", name: "Lee Lead", isAdmin: false, roles: ["lead"] },
  {
    email: "engineer-a@demo.rubricate",
    name: "Erin Engineer",
    isAdmin: false,
    roles: ["engineer"],
  },
  { email: "engineer-b@demo.rubricate", name: "Eli Engineer", isAdmin: false, roles: ["engineer"] },
  { email: "rater1@demo.rubricate", name: "Rae Rater", isAdmin: false, roles: ["rater"] },
  { email: "rater2@demo.rubricate", name: "Rik Rater", isAdmin: false, roles: ["rater"] },
  { email: "rater3@demo.rubricate", name: "Ros Rater", isAdmin: false, roles: ["rater"] },
] as const;
