-- When each periodic job last ran, so that several instances run it once per period (server/maintenance/jobs.ts).
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
