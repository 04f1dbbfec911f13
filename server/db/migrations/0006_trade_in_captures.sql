CREATE TABLE "trade_in_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"shopper_car_key" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_in_captures" ADD CONSTRAINT "trade_in_captures_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_captures" ADD CONSTRAINT "trade_in_captures_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_captures_form" ON "trade_in_captures" USING btree ("website_id","form_key");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_captures_shopper_car" ON "trade_in_captures" USING btree ("website_id","shopper_car_key");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_captures_lead" ON "trade_in_captures" USING btree ("lead_id");