-- A change of plan of a local (test-mode) subscription (issue 28, decision 024): the record Stripe
-- keeps as the proration items of a subscription update, here one row per change, with what the
-- rest of the period costs more (positive) or is credited (negative) in the subscription's currency.
CREATE TABLE "local_plan_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"from_plan_id" text NOT NULL,
	"to_plan_id" text NOT NULL,
	"currency" text NOT NULL,
	"proration_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_plan_changes" ADD CONSTRAINT "local_plan_changes_subscription_id_local_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_plan_changes_subscription_idx" ON "local_plan_changes" USING btree ("subscription_id","created_at");
