-- Agreements and signatures (issue 33). A round's terms (one row per pitch), every PDF stored for it with
-- its SHA-256 beside it (the founder's upload, the preview, each agreement as shown and as completed), one
-- agreement per closing commitment, and each signature with what it was given (convention 22: a document
-- with legal weight is stored once and never re-rendered; verification is a hash lookup).
CREATE TABLE "agreement_documents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  -- where FileStorage keeps the bytes (/uploads/...; never served there, only through signed links)
  "url" text NOT NULL UNIQUE,
  "sha256" text NOT NULL,
  "byte_size" bigint NOT NULL,
  "page_count" integer NOT NULL,
  -- the founder's own name for an uploaded file
  "file_name" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "agreement_documents_kind" CHECK ("kind" IN ('uploaded', 'preview', 'agreement', 'completed')),
  CONSTRAINT "agreement_documents_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "agreement_documents_size" CHECK ("byte_size" > 0 AND "page_count" > 0)
);
--> statement-breakpoint
-- verification: a completed agreement is found by the hash of its bytes, and one hash is one agreement
CREATE UNIQUE INDEX "agreement_documents_completed_sha256" ON "agreement_documents" ("sha256")
  WHERE "kind" = 'completed';
--> statement-breakpoint
CREATE INDEX "agreement_documents_pitch" ON "agreement_documents" ("pitch_id");
--> statement-breakpoint
CREATE TABLE "round_terms" (
  "pitch_id" uuid PRIMARY KEY NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  -- one more on every save: an agreement records the version it was made from, and creation jobs are keyed by it
  "version" integer DEFAULT 1 NOT NULL,
  -- the pitch's instrument when the terms were saved: terms are for that instrument only
  "instrument" text NOT NULL,
  "company_legal_name" text NOT NULL,
  "country_id" uuid NOT NULL REFERENCES "countries"("id"),
  "region" text,
  "governing_law" text NOT NULL,
  "signatory_name" text NOT NULL,
  "signatory_title" text NOT NULL,
  "instrument_terms" jsonb NOT NULL,
  "uploaded_document_id" uuid REFERENCES "agreement_documents"("id"),
  "preview_document_id" uuid REFERENCES "agreement_documents"("id"),
  "updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "round_terms_instrument" CHECK ("instrument" IN ('equity', 'safe', 'convertible_note', 'revenue_share', 'other'))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "commitment_id" uuid NOT NULL REFERENCES "commitments"("id") ON DELETE CASCADE,
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "investor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "founder_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "terms_version" integer NOT NULL,
  "status" text DEFAULT 'awaiting_investor' NOT NULL,
  -- what the agreement says (the contract's `fields`), fixed when it is made: the PDF shows exactly these
  "fields" jsonb NOT NULL,
  "document_id" uuid NOT NULL REFERENCES "agreement_documents"("id"),
  "completed_document_id" uuid REFERENCES "agreement_documents"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone,
  "voided_at" timestamp with time zone,
  "void_reason" text,
  -- null when the system voided it (the round reopened)
  "voided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "last_reminded_at" timestamp with time zone,
  CONSTRAINT "agreements_status" CHECK ("status" IN ('awaiting_investor', 'awaiting_founder', 'completed', 'voided')),
  CONSTRAINT "agreements_completed" CHECK (("status" = 'completed') = ("completed_document_id" IS NOT NULL AND "completed_at" IS NOT NULL)),
  CONSTRAINT "agreements_voided" CHECK (("status" = 'voided') = ("voided_at" IS NOT NULL AND "void_reason" IS NOT NULL))
);
--> statement-breakpoint
-- one agreement in force per commitment: a creation job run twice makes one, a voided one leaves room for a new one
CREATE UNIQUE INDEX "agreements_in_force" ON "agreements" ("commitment_id") WHERE "status" <> 'voided';
--> statement-breakpoint
CREATE INDEX "agreements_pitch" ON "agreements" ("pitch_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "agreements_investor" ON "agreements" ("investor_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "agreements_founder" ON "agreements" ("founder_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "agreements_completed_document" ON "agreements" ("completed_document_id") WHERE "completed_document_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "agreement_id" uuid NOT NULL REFERENCES "agreements"("id") ON DELETE CASCADE,
  "role" text NOT NULL,
  "signer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- the name as typed, the consent as shown, the hash of the document shown, and where it came from
  "signed_name" text NOT NULL,
  "consent_text" text NOT NULL,
  "sha256" text NOT NULL,
  "client_address" text NOT NULL,
  "user_agent" text NOT NULL,
  -- the database's clock, never the client's or the instance's
  "signed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "agreement_signatures_role" CHECK ("role" IN ('investor', 'founder')),
  CONSTRAINT "agreement_signatures_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
  -- each party signs once: a second signature (a double click, a race) is refused by the database itself
  CONSTRAINT "agreement_signatures_once" UNIQUE ("agreement_id", "role")
);
