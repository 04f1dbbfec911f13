CREATE TABLE "ppsr_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"vin" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"certificate_number" text NOT NULL,
	"stolen" boolean NOT NULL,
	"written_off" boolean NOT NULL,
	"encumbered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spin_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"prize_id" text,
	"prize_label" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spin_prize_awards" (
	"website_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spin_prize_awards_website_id_campaign_id_prize_id_pk" PRIMARY KEY("website_id","campaign_id","prize_id"),
	CONSTRAINT "spin_prize_awards_not_negative" CHECK ("spin_prize_awards"."awarded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ppsr_checks" ADD CONSTRAINT "ppsr_checks_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppsr_checks" ADD CONSTRAINT "ppsr_checks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_prize_awards" ADD CONSTRAINT "spin_prize_awards_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppsr_checks_car" ON "ppsr_checks" USING btree ("website_id","car_id","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_entries_once_per_campaign" ON "spin_entries" USING btree ("website_id","campaign_id","user_id");