-- AlterEnum: on its own, as a new enum value cannot be used in the transaction that adds it.
ALTER TYPE "RefundState" ADD VALUE 'QUEUED' BEFORE 'PENDING';
