-- Card refunds recorded before the provider is called (issue 14): a refund the provider made while
-- the process died before its negative transaction was stored is finished by the reconciliation.
CREATE TABLE "refund_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text NOT NULL,
	"conversation_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_reference" text,
	"refund_transaction_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_attempts_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_attempts_status_created_idx" ON "refund_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refund_attempts_transaction_id_idx" ON "refund_attempts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_attempts_refund_transaction_id_unique" ON "refund_attempts" USING btree ("refund_transaction_id");