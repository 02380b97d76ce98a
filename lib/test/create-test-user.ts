import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "./reuse-password-hash";

/** A user `tag@<slug>.test` (named `tag`) with `roles` on project `slug`; its id. */
export async function createTestUser(options: {
  slug: string;
  tag: string;
  roles: ("lead" | "rater" | "engineer")[];
}): Promise<string> {
  const { slug, tag, roles } = options;
  const user = await createUser({
    input: {
      email: `${tag}@${slug}.test`,
      name: tag,
      password: "password-123",
      isAdmin: false,
      projectRoles: roles.map((role) => ({ projectSlug: slug, role })),
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  return user.id;
}
