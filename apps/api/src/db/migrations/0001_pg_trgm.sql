-- Trigram similarity makes global search typo-tolerant. A trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
