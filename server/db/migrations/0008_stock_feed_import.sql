CREATE TABLE "feed_images" (
	"website_id" integer NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_images_website_id_source_pk" PRIMARY KEY("website_id","source")
);
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"mapping_name" text NOT NULL,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"staff_user_id" integer,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_images" ADD CONSTRAINT "feed_images_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mappings" ADD CONSTRAINT "feed_mappings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_imports_site_time" ON "feed_imports" USING btree ("website_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_mappings_site_name" ON "feed_mappings" USING btree ("website_id","name");