-- Counters behind every stats card (server/db/counters.ts installs the triggers that keep
-- them and fills them from the rows at the first start after this migration).
CREATE TABLE "stat_counters" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "stat_counters_pk" PRIMARY KEY("name","day","slot")
);
