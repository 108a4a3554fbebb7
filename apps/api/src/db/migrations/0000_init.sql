CREATE TYPE "public"."code_purpose" AS ENUM('register', 'forget_password', 'update_email', 'update_mobile_number');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('pending', 'allow', 'deny');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('entrepreneur', 'investor');--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cms_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_cms_code_unique" UNIQUE("cms_code")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pitch_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"status" "contact_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_investor_pitch" UNIQUE("investor_id","pitch_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"contact_me" boolean NOT NULL,
	"file_url" text,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pitch_id" uuid NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pitch_id" uuid NOT NULL,
	"milestone_name" text NOT NULL,
	"description" text NOT NULL,
	"target_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pitch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"position" text NOT NULL,
	"linkedin_profile" text,
	"bio" text NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name_of_pitch" text NOT NULL,
	"name_of_company" text NOT NULL,
	"location" text NOT NULL,
	"short_summary" text NOT NULL,
	"highlight" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_type_id" uuid,
	"other_name" text,
	"wow_factor" text,
	"why_invent" text,
	"target" bigint DEFAULT 0 NOT NULL,
	"min_per_investor" bigint DEFAULT 0 NOT NULL,
	"funding_raised" bigint DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alma_maters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institutions_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alma_maters_institutions_name_unique" UNIQUE("institutions_name")
);
--> statement-breakpoint
CREATE TABLE "arche_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arche_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "arche_types_arche_type_unique" UNIQUE("arche_type")
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"isd_code" text NOT NULL,
	"alpha_2" text NOT NULL,
	CONSTRAINT "countries_alpha_2_unique" UNIQUE("alpha_2")
);
--> statement-breakpoint
CREATE TABLE "preferred_sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "preferred_sectors_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skills" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skills_skills_unique" UNIQUE("skills")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_country_code" UNIQUE("country_id","code")
);
--> statement-breakpoint
CREATE TABLE "user_desired_projects" (
	"user_id" uuid NOT NULL,
	"project_type_id" uuid NOT NULL,
	CONSTRAINT "user_desired_projects_user_id_project_type_id_pk" PRIMARY KEY("user_id","project_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_expertise" (
	"user_id" uuid NOT NULL,
	"project_type_id" uuid NOT NULL,
	CONSTRAINT "user_expertise_user_id_project_type_id_pk" PRIMARY KEY("user_id","project_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferred_sectors" (
	"user_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	CONSTRAINT "user_preferred_sectors_user_id_sector_id_pk" PRIMARY KEY("user_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "user_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" "user_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"isd_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"country_id" uuid,
	"register_country_id" uuid,
	"register_state_id" uuid,
	"register_city_id" uuid,
	"bio" text,
	"linkedin_profile" text,
	"photo" text,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"arche_type_id" uuid,
	"experience_years" integer,
	"experience_months" integer,
	"certification" text,
	"your_achievement" text,
	"new_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_type_id" uuid,
	"other_business_type" text,
	"alma_mater_id" uuid,
	"other_alma_mater" text,
	"company_or_organization" text,
	"investment_min" bigint,
	"investment_max" bigint,
	"pending_email" text,
	"pending_isd_code" text,
	"pending_country_id" uuid,
	"pending_mobile_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_documents" ADD CONSTRAINT "pitch_documents_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_milestones" ADD CONSTRAINT "pitch_milestones_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_team_members" ADD CONSTRAINT "pitch_team_members_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_desired_projects" ADD CONSTRAINT "user_desired_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_desired_projects" ADD CONSTRAINT "user_desired_projects_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_expertise" ADD CONSTRAINT "user_expertise_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_expertise" ADD CONSTRAINT "user_expertise_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_sectors" ADD CONSTRAINT "user_preferred_sectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_sectors" ADD CONSTRAINT "user_preferred_sectors_sector_id_preferred_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."preferred_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_register_country_id_countries_id_fk" FOREIGN KEY ("register_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_register_state_id_states_id_fk" FOREIGN KEY ("register_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_register_city_id_cities_id_fk" FOREIGN KEY ("register_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_arche_type_id_arche_types_id_fk" FOREIGN KEY ("arche_type_id") REFERENCES "public"."arche_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_alma_mater_id_alma_maters_id_fk" FOREIGN KEY ("alma_mater_id") REFERENCES "public"."alma_maters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_country_id_countries_id_fk" FOREIGN KEY ("pending_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose" ON "one_time_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_pitch" ON "contact_requests" USING btree ("pitch_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pitch_documents_pitch" ON "pitch_documents" USING btree ("pitch_id","sort");--> statement-breakpoint
CREATE INDEX "pitch_milestones_pitch" ON "pitch_milestones" USING btree ("pitch_id","target_date");--> statement-breakpoint
CREATE INDEX "pitch_team_members_pitch" ON "pitch_team_members" USING btree ("pitch_id","created_at");--> statement-breakpoint
CREATE INDEX "pitches_owner" ON "pitches" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pitches_public" ON "pitches" USING btree ("project_type_id","created_at") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "cities_state_name" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "states_country_name" ON "states" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "user_desired_projects_ref" ON "user_desired_projects" USING btree ("project_type_id");--> statement-breakpoint
CREATE INDEX "user_expertise_ref" ON "user_expertise" USING btree ("project_type_id");--> statement-breakpoint
CREATE INDEX "user_preferred_sectors_ref" ON "user_preferred_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "user_skills_ref" ON "user_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_listing" ON "users" USING btree ("user_type","is_profile_complete","created_at");--> statement-breakpoint
CREATE INDEX "users_investment_range" ON "users" USING btree ("investment_min","investment_max");