import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";

/** Project ids by slug for the given slugs; 404 naming every slug that has no project. */
export async function resolveProjectIds(options: {
  slugs: string[];
}): Promise<Map<string, string>> {
  const slugs = [...new Set(options.slugs)];
  const projects = (
    await forChunks({
      items: slugs,
      run: (chunk) =>
        prisma.project.findMany({
          where: { slug: { in: chunk } },
          select: { id: true, slug: true },
        }),
    })
  ).flat();
  const missing = slugs.filter((s) => !projects.some((p) => p.slug === s));
  if (missing.length > 0)
    throw new AppError("NOT_FOUND", `No project with slug ${missing.join(", ")}.`);
  return new Map(projects.map((p) => [p.slug, p.id]));
}
