CREATE TABLE "criterion_evidence" (
	"result_id" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "criterion_evidence" ADD CONSTRAINT "criterion_evidence_result_id_criterion_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."criterion_results"("id") ON DELETE cascade ON UPDATE no action;