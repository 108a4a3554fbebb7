import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** A small seeded PRNG (mulberry32): the same run asks the same questions. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip of the fingers: a dropped, doubled, swapped or wrong letter in one longer word. */
export function typo(text: string, next: () => number): string {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
  const picked = candidates[Math.floor(next() * candidates.length)];
  if (!picked) return text;
  const [word, index] = picked;
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 4);
  const changed =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at] + word.slice(at)
        : kind === 2
          ? word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1)
          : word.slice(0, at) + 'aeiou'[Math.floor(next() * 5)] + word.slice(at + 1);
  words[index] = changed;
  return words.join(' ');
}

const BIO_WORDS = [
  'payments',
  'solar',
  'mental health',
  'vertical farming',
  'freight',
  'apprenticeships',
  'video games',
  'robotics',
  'food security',
  'pre-seed',
  'cloud cost',
  'Toronto',
  'Vancouver founder',
  'community solar',
  'newcomer employment',
];

/**
 * What people type into the header box, taken from the seeded data so that most searches find someone:
 * full names (a third of them mistyped), last and first names, companies, skills, expertise, bio words,
 * and the first letters of a name as someone starts typing.
 */
export async function benchQueries(db: Db, count: number, seed = 7): Promise<string[]> {
  const next = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const people = (await db.execute(sql`select first_name, last_name, company_or_organization as company
    from users where is_profile_complete order by md5(id::text) limit 2000`)) as unknown as {
    rows: { first_name: string; last_name: string; company: string | null }[];
  };
  const labels = (await db.execute(sql`select skills as label from skills union all
    select title from project_types where title <> 'Others'`)) as unknown as { rows: { label: string }[] };
  const rows = people.rows;
  const companies = rows.flatMap((r) => (r.company ? [r.company] : []));
  const makers: (() => string)[] = [
    () => {
      const p = pick(rows);
      return `${p.first_name} ${p.last_name}`;
    },
    () => {
      const p = pick(rows);
      return typo(`${p.first_name} ${p.last_name}`, next);
    },
    () => pick(rows).last_name,
    () => pick(rows).first_name,
    () => typo(pick(rows).last_name, next),
    () => pick(companies),
    () => pick(labels.rows).label,
    () => typo(pick(labels.rows).label, next),
    () => pick(BIO_WORDS),
    () => pick(rows).last_name.slice(0, 3 + Math.floor(next() * 3)),
  ];
  return Array.from({ length: count }, (_, i) => (makers[i % makers.length] as () => string)());
}
