import { prisma } from "@/lib/db/client";

/** The id of the project a CLI command names with --project, or an error naming the slug. */
export async function findProjectId(options: { slug: string }): Promise<string> {
  const project = await prisma.project.findUnique({
    where: { slug: options.slug },
    select: { id: true },
  });
  if (!project) throw new Error(`No project with slug ${options.slug}.`);
  return project.id;
}
