-- AlterEnum: external judge runs (lib/judge/external) keep their reference as "external".
-- Alphabetical, like every enum here, so both engines sort the same.
ALTER TYPE "JudgeReference" ADD VALUE 'external' BEFORE 'freeform';
