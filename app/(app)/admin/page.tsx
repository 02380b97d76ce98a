import type { Metadata } from "next";
import { CreateUserForm } from "@/components/admin/create-user-form";
import { InviteForm } from "@/components/admin/invite-form";
import { UserTable } from "@/components/admin/user-table";
import { AdminTokenTable } from "@/components/tokens/admin-token-table";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { listProjects } from "@/lib/projects/list-projects";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const { user } = await requirePageAccess({ siteAdmin: true });
  const projects = (await listProjects({ user })).map((p) => p.slug);
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Users and roles</h1>
          <div className="subtle">
            Roles are per project: admin, lead, engineer (drafts, edits, confirms rubrics), rater
            (labels patches). A deactivated user cannot sign in; their labels stay.
          </div>
        </div>
      </div>
      <InviteForm projects={projects} />
      <CreateUserForm projects={projects} />
      <UserTable projects={projects} />
      <AdminTokenTable />
    </>
  );
}
