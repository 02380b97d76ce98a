-- The enumerated String columns added since 20261123222918_column_enums become enum types in
-- place, as there: ALTER COLUMN ... TYPE ... USING keeps every row and the indexes on the column
-- (PostgreSQL rebuilds them); a value outside an enum makes the cast fail and the whole script
-- roll back. (prisma migrate diff would drop and re-add each column, losing its values.)

-- CreateEnum
CREATE TYPE "JudgeRunOrigin" AS ENUM ('external', 'internal');

-- CreateEnum
CREATE TYPE "JudgeRunMode" AS ENUM ('batch', 'online');

-- CreateEnum
CREATE TYPE "JudgeBatchStatus" AS ENUM ('cancelled', 'collected', 'created', 'failed', 'submitted', 'submitting');

-- CreateEnum
CREATE TYPE "AbstentionRepresentation" AS ENUM ('r1', 'r2');

-- CreateEnum
CREATE TYPE "RejectionThemeName" AS ENUM ('incomplete_implementation', 'introducing_new_issues', 'not_addressing_root_cause', 'other', 'violating_rubric_requirements');

-- CreateEnum
CREATE TYPE "RejectionThemeSource" AS ENUM ('llm', 'offline');

-- AlterTable
ALTER TABLE "BugAbstention" ALTER COLUMN "representation" TYPE "AbstentionRepresentation" USING "representation"::"AbstentionRepresentation";

-- AlterTable
ALTER TABLE "JudgeBatch" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "JudgeBatchStatus" USING "status"::"JudgeBatchStatus",
ALTER COLUMN "status" SET DEFAULT 'created';

-- AlterTable
ALTER TABLE "JudgeRun" ALTER COLUMN "origin" DROP DEFAULT,
ALTER COLUMN "origin" TYPE "JudgeRunOrigin" USING "origin"::"JudgeRunOrigin",
ALTER COLUMN "origin" SET DEFAULT 'internal',
ALTER COLUMN "mode" DROP DEFAULT,
ALTER COLUMN "mode" TYPE "JudgeRunMode" USING "mode"::"JudgeRunMode",
ALTER COLUMN "mode" SET DEFAULT 'online';

-- AlterTable
ALTER TABLE "RejectionTheme" ALTER COLUMN "theme" TYPE "RejectionThemeName" USING "theme"::"RejectionThemeName",
ALTER COLUMN "source" TYPE "RejectionThemeSource" USING "source"::"RejectionThemeSource";
