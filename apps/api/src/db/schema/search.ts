import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of every search document (names, company, expertise, skills, bio), filled by triggers.
 * Global search corrects a mistyped word to its nearest known words here (trigram similarity), then
 * searches the full-text index with them: typo tolerance for every field at the cost of one small lookup.
 * Words are never removed: one nobody uses any more only offers a correction that matches nobody.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Every word of every visible pitch's search document: the listing's typo corrections pick from it. */
export const pitchSearchWords = pgTable('pitch_search_words', { word: text('word').primaryKey() }, (t) => [
  index('pitch_search_words_trgm').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);
