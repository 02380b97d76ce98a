-- Enumerated String columns become enum types in place: ALTER COLUMN ... TYPE ... USING keeps
-- every row (and the indexes on the column, which PostgreSQL rebuilds). A value outside an enum
-- makes the cast fail, and the script, sent whole (prisma/postgres-migration-adapter.ts), then
-- rolls back entirely: the database stays as it was.

-- CreateEnum
CREATE TYPE "ProjectRoleName" AS ENUM ('admin', 'engineer', 'lead', 'rater');

-- CreateEnum
CREATE TYPE "ImportKind" AS ENUM ('bugs', 'patches', 'predictions', 'swebench');

-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('failed', 'succeeded');

-- CreateEnum
CREATE TYPE "RubricFormat" AS ENUM ('freeform', 'templated');

-- CreateEnum
CREATE TYPE "RubricStatus" AS ENUM ('drafting', 'editing', 'golden', 'in_review', 'returned');

-- CreateEnum
CREATE TYPE "DraftEngine" AS ENUM ('llm', 'offline');

-- CreateEnum
CREATE TYPE "DraftJobStatus" AS ENUM ('done', 'failed', 'pending', 'running');

-- CreateEnum
CREATE TYPE "RubricVersionKind" AS ENUM ('draft', 'edited', 'freeform_draft', 'golden');

-- CreateEnum
CREATE TYPE "RubricSource" AS ENUM ('human', 'llm', 'offline');

-- CreateEnum
CREATE TYPE "RubricEditType" AS ENUM ('addition', 'deletion', 'modification');

-- CreateEnum
CREATE TYPE "ReviewDecision" AS ENUM ('confirmed', 'returned');

-- CreateEnum
CREATE TYPE "CampaignPhase" AS ENUM ('closed', 'labelling', 'reveal');

-- CreateEnum
CREATE TYPE "CampaignKind" AS ENUM ('assigned', 'external');

-- CreateEnum
CREATE TYPE "CampaignRole" AS ENUM ('adjudicator', 'rater');

-- CreateEnum
CREATE TYPE "AssignmentStatus" AS ENUM ('done', 'pending');

-- CreateEnum
CREATE TYPE "VerdictLabel" AS ENUM ('INVALID', 'VALID');

-- CreateEnum
CREATE TYPE "ConsensusMethod" AS ENUM ('adjudicated', 'unanimous');

-- CreateEnum
CREATE TYPE "JudgeReference" AS ENUM ('draft', 'freeform', 'golden', 'ground_truth', 'report_only');

-- CreateEnum
CREATE TYPE "JudgeRunStatus" AS ENUM ('cancelled', 'completed', 'completed_with_failures', 'failed', 'queued', 'running');

-- CreateEnum
CREATE TYPE "JudgeJobStatus" AS ENUM ('cancelled', 'done', 'failed', 'pending', 'running');

-- AlterTable
ALTER TABLE "Assignment" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "AssignmentStatus" USING "status"::"AssignmentStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "Campaign" ALTER COLUMN "phase" DROP DEFAULT,
ALTER COLUMN "phase" TYPE "CampaignPhase" USING "phase"::"CampaignPhase",
ALTER COLUMN "phase" SET DEFAULT 'labelling',
ALTER COLUMN "kind" DROP DEFAULT,
ALTER COLUMN "kind" TYPE "CampaignKind" USING "kind"::"CampaignKind",
ALTER COLUMN "kind" SET DEFAULT 'assigned';

-- AlterTable
ALTER TABLE "CampaignRater" ALTER COLUMN "role" DROP DEFAULT,
ALTER COLUMN "role" TYPE "CampaignRole" USING "role"::"CampaignRole",
ALTER COLUMN "role" SET DEFAULT 'rater';

-- AlterTable
ALTER TABLE "Consensus" ALTER COLUMN "label" TYPE "VerdictLabel" USING "label"::"VerdictLabel",
ALTER COLUMN "method" TYPE "ConsensusMethod" USING "method"::"ConsensusMethod";

-- AlterTable
ALTER TABLE "DraftJob" ALTER COLUMN "format" DROP DEFAULT,
ALTER COLUMN "format" TYPE "RubricFormat" USING "format"::"RubricFormat",
ALTER COLUMN "format" SET DEFAULT 'templated',
ALTER COLUMN "engine" TYPE "DraftEngine" USING "engine"::"DraftEngine",
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "DraftJobStatus" USING "status"::"DraftJobStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "ImportJob" ALTER COLUMN "kind" TYPE "ImportKind" USING "kind"::"ImportKind",
ALTER COLUMN "status" TYPE "ImportStatus" USING "status"::"ImportStatus";

-- AlterTable
ALTER TABLE "JudgeConfig" ALTER COLUMN "reference" TYPE "JudgeReference" USING "reference"::"JudgeReference";

-- AlterTable
ALTER TABLE "JudgeJob" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "JudgeJobStatus" USING "status"::"JudgeJobStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "JudgeResult" ALTER COLUMN "label" TYPE "VerdictLabel" USING "label"::"VerdictLabel";

-- AlterTable
ALTER TABLE "JudgeRun" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "JudgeRunStatus" USING "status"::"JudgeRunStatus",
ALTER COLUMN "status" SET DEFAULT 'queued';

-- AlterTable
ALTER TABLE "ProjectRole" ALTER COLUMN "role" TYPE "ProjectRoleName" USING "role"::"ProjectRoleName";

-- AlterTable
ALTER TABLE "Rubric" ALTER COLUMN "format" DROP DEFAULT,
ALTER COLUMN "format" TYPE "RubricFormat" USING "format"::"RubricFormat",
ALTER COLUMN "format" SET DEFAULT 'templated',
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "RubricStatus" USING "status"::"RubricStatus",
ALTER COLUMN "status" SET DEFAULT 'drafting';

-- AlterTable
ALTER TABLE "RubricEdit" ALTER COLUMN "type" TYPE "RubricEditType" USING "type"::"RubricEditType";

-- AlterTable
ALTER TABLE "RubricReview" ALTER COLUMN "decision" TYPE "ReviewDecision" USING "decision"::"ReviewDecision";

-- AlterTable
ALTER TABLE "RubricVersion" ALTER COLUMN "kind" TYPE "RubricVersionKind" USING "kind"::"RubricVersionKind",
ALTER COLUMN "source" TYPE "RubricSource" USING "source"::"RubricSource";
