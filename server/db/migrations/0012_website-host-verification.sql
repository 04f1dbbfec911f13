ALTER TABLE "website_hosts" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "website_hosts" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "website_hosts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;