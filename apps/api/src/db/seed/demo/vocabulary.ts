/** Words the people generator composes bios and profiles from. */

/** What someone working in a project type builds or backs, for bios. */
export const DOMAINS: Record<string, string[]> = {
  Technology: [
    'developer tools for small engineering teams',
    'privacy-first AI assistants',
    'cloud cost monitoring',
  ],
  Healthcare: ['remote patient monitoring', 'clinical documentation', 'youth mental health care'],
  Fintech: ['bookkeeping for freelancers', 'cross-border payments', 'cash-flow tools for small businesses'],
  'Clean Energy': ['building electrification', 'community solar', 'grid-scale battery software'],
  Education: ['math tutoring at scale', 'apprenticeships for career changers', 'early literacy'],
  'E-commerce': ['re-commerce and returns', 'marketplaces for local makers', 'online fit and sizing'],
  Agriculture: ['precision irrigation', 'pollinator health', 'northern vertical farming'],
  'Real Estate': ['missing-middle housing', 'tools for commercial tenants', 'property technology'],
  'Consumer Goods': ['plant-based foods', 'durable outdoor apparel', 'refill and reuse retail'],
  'Media & Entertainment': ['independent live events', 'cozy video games', 'podcast networks'],
  Manufacturing: ['additive manufacturing', 'predictive maintenance', 'industrial robotics'],
  'Transportation & Logistics': ['last-mile delivery', 'cross-border freight', 'cold-chain tracking'],
  'Food & Beverage': ['non-alcoholic craft drinks', 'shared commercial kitchens', 'ocean-farmed foods'],
  'Social Impact': ['food security', 'newcomer employment', 'green jobs for youth'],
};

export const FOUNDER_OPENINGS = [
  'Serial entrepreneur building',
  'Engineer turned founder working on',
  'Product-minded founder tackling',
  'Operator at heart, now building',
  'Designer and founder focused on',
  'First-time founder obsessed with',
  'Scientist turned entrepreneur working on',
  'Second-time founder building',
];

export const PAST_ROLES = [
  'led product',
  'ran growth',
  'built the data platform',
  'managed operations',
  'headed partnerships',
  'designed the payments flow',
  'ran customer success',
  'led a hardware team',
];

export const FOUNDER_NEEDS = [
  'a technical co-founder',
  'angel investors who know the space',
  'pilot customers',
  'advisors with regulatory experience',
  'a seed round to reach our first thousand customers',
  'a head of sales who loves early-stage chaos',
];

export const INVESTOR_STYLES = [
  'Angel investor',
  'Former founder and active angel',
  'Operator angel',
  'Syndicate lead',
  'Family office investor',
  'Seed-stage investor',
];

/** Where people worked before, described rather than named (no invented company reads as real). */
export const EMPLOYERS = [
  'a Big Five bank',
  'a Toronto payments scale-up',
  'a Montréal AI lab',
  'a global consulting firm',
  'a Vancouver logistics company',
  'a national telecom',
  'a Waterloo software company',
  'an Alberta energy company',
  'a provincial health authority',
  'a Canadian retail chain',
  'an Ottawa government-tech firm',
  'a venture-backed marketplace',
];

export const INVESTOR_BACKGROUNDS = [
  'Spent {years} years at {company} in finance and strategy.',
  'Founded and sold {company} in {year}.',
  'Sits on the board of {count} early-stage companies.',
  'Former VP Engineering at {company}.',
  'Spent a decade in venture banking with {company}.',
  'Grew {company} from ten to four hundred people.',
];

export const INVESTOR_HELP = [
  'Happy to help with hiring and go-to-market.',
  'Hands-on with pricing and first sales.',
  'Prefers to co-invest alongside a lead.',
  'Often makes introductions to corporate customers.',
  'Writes the first cheque when the team is right.',
];

export const FUND_WORDS = [
  ['Maple', 'Northern', 'Granite', 'Aurora', 'Harbour', 'Summit', 'Boreal', 'Cedar', 'Lighthouse', 'Prairie'],
  ['Tidewater', 'Evergreen', 'Ironwood', 'Bluewater', 'Polaris', 'Laurentian', 'Fundy', 'Cascade', 'Juniper'],
  ['Capital', 'Ventures', 'Partners', 'Angels', 'Growth', 'Investments', 'Fund', 'Holdings'],
] as const;

export const CERTIFICATIONS = [
  'PMP',
  'CFA Level II',
  'AWS Certified Solutions Architect',
  'Certified Scrum Master',
  'CPA',
  'Google UX Design Certificate',
  'Lean Six Sigma Green Belt',
  'P.Eng.',
  'MBA',
];

export const ACHIEVEMENTS = [
  'Grew annual revenue from zero to C$2M in 18 months.',
  'Raised a C$500k pre-seed round.',
  'Won a regional startup pitch competition.',
  'Shipped a product used by 100,000 people.',
  'Built and sold a bootstrapped software company.',
  'Named to a Top 30 Under 30 list.',
  'Filed two patents.',
  'Led a team of 25 engineers.',
];

/** Skills people type in themselves, beside the pick list. */
export const CUSTOM_SKILLS = [
  'Rapid Prototyping',
  'Grant Writing',
  'Community Building',
  'Regulatory Affairs',
  'Growth Hacking',
  'Quantum Computing',
  'Carbon Accounting',
  'Food Science',
];

export const TEAM_POSITIONS = [
  'CTO',
  'COO',
  'Head of Product',
  'Head of Sales',
  'Lead Engineer',
  'Designer',
  'CFO',
];

export const MILESTONES = [
  ['Close pre-seed round', 'Finish raising the round and onboard the new investors.'],
  ['Launch public beta', 'Open the product to everyone on the waiting list.'],
  ['First 100 paying customers', 'Reach one hundred paying customers with under 3% monthly churn.'],
  ['Hire first sales lead', 'Bring on an experienced seller to own the pipeline.'],
  ['Regulatory approval', 'Complete the approval process for the core product.'],
  ['Expand to a second province', 'Open operations outside our home market.'],
  ['Break even', 'Cover monthly operating costs from revenue.'],
  ['Pilot with an enterprise customer', 'Run a paid pilot with a large customer and publish the results.'],
] as const;

/** Canadian area codes, so demo phone numbers look local. */
export const AREA_CODES = [
  '416',
  '647',
  '514',
  '438',
  '604',
  '778',
  '403',
  '587',
  '613',
  '519',
  '780',
  '902',
  '204',
];
