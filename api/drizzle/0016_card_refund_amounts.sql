-- Card refunds (issue 14) are negative card transactions linked to the payment they give back:
-- a payment stays positive, a refund is negative and names its original.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_valid";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_valid" CHECK ((("refund_of_id" IS NULL AND "amount" > 0) OR ("refund_of_id" IS NOT NULL AND "amount" < 0)) AND "method" IN ('card', 'bank_transfer', 'cash') AND "status" IN ('completed', 'pending', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refunded_amount_valid" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount" OR "refund_of_id" IS NOT NULL);
