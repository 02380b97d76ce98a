import { PROJECT_ROLES } from "@/lib/auth/roles";

/** The "Project" and "Role" fields (form names `project`, `role`) of the create-user and invite forms. */
export function ProjectRoleFields({ projects }: { projects: string[] }) {
  return (
    <>
      <label className="field">
        Project
        <select name="project" defaultValue={projects[0] ?? ""}>
          <option value="">(none)</option>
          {projects.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Role
        <select name="role" defaultValue="rater">
          {PROJECT_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
