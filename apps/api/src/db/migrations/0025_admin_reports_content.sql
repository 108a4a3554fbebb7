CREATE TABLE "cms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cms_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"admin_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_cms_code_cms_pages_cms_code_fk" FOREIGN KEY ("cms_code") REFERENCES "public"."cms_pages"("cms_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_versions_code" ON "cms_versions" USING btree ("cms_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_versions_one_draft" ON "cms_versions" USING btree ("cms_code") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "content_reports_status" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_target" ON "content_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "content_reports_reporter" ON "content_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_once" ON "content_reports" USING btree ("reporter_id","target_type","target_id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled" ON "contact_messages" USING btree ("created_at") WHERE handled_at is null;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_type_check" CHECK (target_type IN ('pitch', 'profile', 'message'));--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_status_check" CHECK (status IN ('open', 'dismissed', 'unpublished', 'suspended'));--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_status_check" CHECK ((status = 'draft') = (published_at IS NULL));--> statement-breakpoint
-- the pages already there become their first published version (a fresh database gets them from the seed)
INSERT INTO "cms_versions" ("cms_code", "title", "content", "status", "created_at", "published_at")
  SELECT "cms_code", "title", "content", 'published', "updated_at", "updated_at" FROM "cms_pages";
