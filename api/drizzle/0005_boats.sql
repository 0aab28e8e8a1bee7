CREATE TABLE "boat_feature_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boat_feature_links" (
	"boat_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "boat_feature_links_boat_id_feature_id_pk" PRIMARY KEY("boat_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "boat_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boat_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"boat_id" integer NOT NULL,
	"file_base" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_images_file_base_unique" UNIQUE("file_base")
);
--> statement-breakpoint
CREATE TABLE "boat_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'TL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boat_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_code" text NOT NULL,
	"boat_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date NOT NULL,
	"guests" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_amount" numeric(12, 2),
	"currency" text DEFAULT 'TL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_reservations_code_unique" UNIQUE("reservation_code")
);
--> statement-breakpoint
CREATE TABLE "boat_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "boat_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"marina_id" integer NOT NULL,
	"boat_type_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cabins" integer DEFAULT 0 NOT NULL,
	"length" numeric(5, 1) NOT NULL,
	"crew" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boats_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "marinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"town_id" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boat_feature_links" ADD CONSTRAINT "boat_feature_links_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_feature_links" ADD CONSTRAINT "boat_feature_links_feature_id_boat_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."boat_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_features" ADD CONSTRAINT "boat_features_category_id_boat_feature_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."boat_feature_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_images" ADD CONSTRAINT "boat_images_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_boat_type_id_boat_types_id_fk" FOREIGN KEY ("boat_type_id") REFERENCES "public"."boat_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marinas" ADD CONSTRAINT "marinas_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_feature_links_feature_id_idx" ON "boat_feature_links" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "boat_features_category_id_idx" ON "boat_features" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "boat_images_boat_id_idx" ON "boat_images" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "boat_prices_boat_id_idx" ON "boat_prices" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "boat_reservations_boat_id_idx" ON "boat_reservations" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "boat_reservations_status_idx" ON "boat_reservations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "boats_marina_id_idx" ON "boats" USING btree ("marina_id");--> statement-breakpoint
CREATE INDEX "boats_boat_type_id_idx" ON "boats" USING btree ("boat_type_id");--> statement-breakpoint
CREATE INDEX "marinas_town_id_idx" ON "marinas" USING btree ("town_id");