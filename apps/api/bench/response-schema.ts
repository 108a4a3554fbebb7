/**
 * What checking every answer against its contract costs (convention 15: in production too, unknown
 * keys stripped). Times `endpoint.response.safeParse` on typical answers, next to `JSON.stringify` of
 * the same answer, which every response pays anyway. CPU only; no database or server.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Endpoint, getProjectType, getUserDetails, globalSearch } from '@angelbridge/contracts';

const ROUNDS = Number(process.env.BENCH_SCHEMA_ROUNDS ?? 5000);

const titled = (title: string) => ({ _id: randomUUID(), title });

function profile() {
  return {
    _id: randomUUID(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    isd_code: '1',
    mobile_number: '4165550100',
    country_id: { _id: randomUUID(), name: 'Canada', isd_code: '1' },
    country: 'Canada',
    register_country: { _id: randomUUID(), name: 'Canada' },
    register_state: { _id: randomUUID(), name: 'Ontario' },
    register_city: { _id: randomUUID(), name: 'Toronto' },
    bio: 'I build companies that last. '.repeat(8),
    linkedin_profile: 'https://www.linkedin.com/in/ada',
    photo: '/uploads/ada.png',
    email_verified: true,
    is_profile_complete: true,
    desired_project: [titled('Technology'), titled('Health')],
    created_at: new Date().toISOString(),
    user_type: 'investor',
    company_or_organization: 'Maple Angels',
    expertise: [titled('Technology'), titled('Energy'), titled('Retail')],
    intermediate_project_type: [titled('Technology'), titled('Health')],
    investment_range: { min: 1000, max: 50000 },
    preferred_sectors: [titled('Software')],
    // what a careless handler might add: stripped by the schema
    password_hash: '$2b$12$leak',
  };
}

const searchResult = (i: number) => ({
  _id: randomUUID(),
  user_type: i % 2 ? 'investor' : 'entrepreneur',
  first_name: `Person${i}`,
  last_name: 'Example',
  photo: null,
  country_id: { name: 'Canada' },
  expertise: ['Technology', 'Health'],
  bio: 'Investor and builder. '.repeat(5),
  linkedin_profile: '',
  company_or_organization: 'Example Ltd',
});

const cases: { name: string; endpoint: Endpoint; answer: Record<string, unknown> }[] = [
  { name: '/getUserDetails (one profile)', endpoint: getUserDetails, answer: { user_data: profile() } },
  {
    name: '/globalSearch (20 results)',
    endpoint: globalSearch,
    answer: { results: Array.from({ length: 20 }, (_, i) => searchResult(i)) },
  },
  {
    name: '/getProjectType (30 items)',
    endpoint: getProjectType,
    answer: {
      projectType_data: Array.from({ length: 30 }, (_, i) => ({
        ...titled(`Type ${i}`),
        project: `Type ${i}`,
      })),
    },
  },
];

function microseconds(work: () => unknown): number {
  for (let i = 0; i < 200; i++) work(); // warm up
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) work();
  return ((performance.now() - started) * 1000) / ROUNDS;
}

export interface SchemaCost {
  answer: string;
  schemaUs: number;
  stringifyUs: number;
}

/** Prints and returns the cost per answer of the contract check, next to JSON.stringify's. */
export function benchResponseSchemas(): SchemaCost[] {
  const results = cases.map(({ name, endpoint, answer }) => {
    const body = { success: true, message: 'OK', ...answer };
    if (!endpoint.response.safeParse(body).success)
      throw new Error(`${name}: the sample breaks its contract`);
    return {
      answer: name,
      schemaUs: microseconds(() => endpoint.response.safeParse(body)),
      stringifyUs: microseconds(() => JSON.stringify(body)),
    };
  });
  console.log(`\nResponse schema check (strip unknown keys), ${ROUNDS} rounds each`);
  console.table(
    results.map((r) => ({
      answer: r.answer,
      'schema µs': r.schemaUs.toFixed(1),
      'JSON.stringify µs': r.stringifyUs.toFixed(1),
      'schema / stringify': (r.schemaUs / r.stringifyUs).toFixed(2),
    })),
  );
  return results;
}
