CREATE TABLE "size_alert_deliveries" (
	"run_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"items" integer,
	CONSTRAINT "size_alert_deliveries_run_id_alert_id_pk" PRIMARY KEY("run_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "size_alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid,
	"email" text NOT NULL,
	"event" text NOT NULL,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_alert_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_date" text NOT NULL,
	"items_from" timestamp with time zone NOT NULL,
	"items_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "size_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"sizes" integer[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"seasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_alerts_sizes_present" CHECK (cardinality("size_alerts"."sizes") between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "size_alert_deliveries" ADD CONSTRAINT "size_alert_deliveries_run_id_size_alert_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."size_alert_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_alert_deliveries" ADD CONSTRAINT "size_alert_deliveries_alert_id_size_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."size_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_alert_events" ADD CONSTRAINT "size_alert_events_alert_id_size_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."size_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_alert_tokens" ADD CONSTRAINT "size_alert_tokens_alert_id_size_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."size_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_alert_events_email_idx" ON "size_alert_events" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "size_alert_runs_date_unique" ON "size_alert_runs" USING btree ("run_date");--> statement-breakpoint
CREATE INDEX "size_alert_tokens_alert_idx" ON "size_alert_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "size_alerts_email_unique" ON "size_alerts" USING btree (lower("email"));