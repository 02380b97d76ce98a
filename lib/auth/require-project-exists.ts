import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";

/** Throws NOT_FOUND (404) when no project has this slug; for everyone, site admins included. */
export async function requireProjectExists(options: { slug: string }): Promise<void> {
  const project = await prisma.project.findUnique({
    where: { slug: options.slug },
    select: { id: true },
  });
  if (!project) throw notFound("Project");
}
