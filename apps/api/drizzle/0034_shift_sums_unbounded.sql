ALTER TABLE "shifts" ALTER COLUMN "expected_cash" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "difference" SET DATA TYPE numeric;