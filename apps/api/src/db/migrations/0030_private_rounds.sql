-- Private rounds and investor self-certification (issue 32). A founder who must not solicit in public
-- (US Rule 506(b)) marks the pitch `private_round`; only its owner and investors holding a current
-- certification other than 'none' see its terms. Everyone else sees a teaser (modules/pitches,
-- pitch-view.ts).
ALTER TABLE pitches ADD COLUMN private_round boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- One row per certification an investor signs. A re-certification marks the current row replaced and adds a
-- new one, so the rows are the history the audit reads; at most one row per investor is current.
CREATE TABLE investor_certifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  investor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  basis text NOT NULL CHECK (basis IN ('income', 'net_worth', 'professional', 'entity', 'none')),
  country_id uuid NOT NULL REFERENCES countries(id),
  signed_name text NOT NULL,
  -- the statement's text as the investor accepted it: a later rewording does not change what they signed
  statement text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  replaced_at timestamptz,
  CHECK (expires_at > signed_at)
);
--> statement-breakpoint
CREATE UNIQUE INDEX investor_certifications_current ON investor_certifications (investor_id)
  WHERE replaced_at IS NULL;
--> statement-breakpoint
CREATE INDEX investor_certifications_history ON investor_certifications (investor_id, signed_at);
--> statement-breakpoint
-- "Does this person's certification open private rounds": current (not replaced, not expired) and a basis
-- other than 'none'. Its only definition; pitch_terms_visible and the alert queries call it.
CREATE OR REPLACE FUNCTION investor_certified(viewer uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT $1 IS NOT NULL AND EXISTS (SELECT 1 FROM investor_certifications c
    WHERE c.investor_id = $1 AND c.replaced_at IS NULL AND c.basis <> 'none' AND c.expires_at > now())
$$;
--> statement-breakpoint
-- "May this viewer see this pitch's terms" (convention 11), once: a public round, the owner, or a certified
-- investor. Visibility of the pitch itself stays pitch_is_public's (0028); this only decides full or teaser.
CREATE OR REPLACE FUNCTION pitch_terms_visible(private_round boolean, owner_id uuid, viewer uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT $1 OR ($3 IS NOT NULL AND $2 = $3) OR investor_certified($3)
$$;
