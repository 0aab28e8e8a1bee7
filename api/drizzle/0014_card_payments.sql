CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"conversation_id" text NOT NULL,
	"token" text,
	"purpose" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"transaction_id" integer,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "payment_attempts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'iyzico' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"api_key_encrypted" text,
	"secret_key_encrypted" text,
	"api_key_hint" text,
	"secret_key_hint" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last_four" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_of_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_reservation_id_idx" ON "payment_attempts" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_id_transactions_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_reference_unique" ON "transactions" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "transactions_refund_of_id_idx" ON "transactions" USING btree ("refund_of_id");