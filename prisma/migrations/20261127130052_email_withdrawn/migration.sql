-- AlterEnum
ALTER TYPE "EmailState" ADD VALUE 'withdrawn';
