CREATE TABLE "website_settings_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"part" text NOT NULL,
	"value" jsonb NOT NULL,
	"staff_user_id" integer,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_settings_versions" ADD CONSTRAINT "website_settings_versions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_settings_versions" ADD CONSTRAINT "website_settings_versions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_settings_versions_site_part" ON "website_settings_versions" USING btree ("website_id","part","id");