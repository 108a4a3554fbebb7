import type { InvestorUpdate, MetricSeries, UpdateRecipient, UpdateSummary } from '@angelbridge/contracts';
import { UPDATES_PAGE_SIZE } from '@angelbridge/contracts';

let next = 0;
/** A fresh uuid-shaped id per call. */
export const anId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export const PITCH_ID = '00000000-0000-4000-8000-00000000abcd';

/** Solar Roofs' October update, published, with MRR and customers. */
export function anUpdate(overrides: Partial<InvestorUpdate> = {}): InvestorUpdate {
  return {
    _id: anId(),
    pitch_id: PITCH_ID,
    name_of_pitch: 'Solar Roofs',
    pitch_logo: '',
    title: 'October: first utility contract',
    body: 'We signed our first utility.\n\nDetails at https://solar.example/news. More soon.',
    metrics: [
      { key: 'mrr', label: 'MRR', value: 14_000, unit: 'currency', period: '2026-10' },
      { key: 'customers', label: 'Customers', value: 42, unit: 'count', period: '2026-10' },
    ],
    audience: 'investors',
    status: 'published',
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    published_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A list row of `update`, as /getUpdates gives it. */
export function aSummary(
  update: InvestorUpdate,
  more: Partial<Pick<UpdateSummary, 'unread' | 'recipient_count' | 'read_count'>> = {},
): UpdateSummary {
  const { body, ...rest } = update;
  return {
    ...rest,
    excerpt: body.slice(0, 200),
    unread: null,
    recipient_count: null,
    read_count: null,
    ...more,
  };
}

export function updatesAnswer(
  updates: UpdateSummary[],
  more: { total?: number; page?: number; unread_total?: number } = {},
) {
  return {
    success: true as const,
    message: 'Updates loaded.',
    updates,
    total: more.total ?? updates.length,
    page: more.page ?? 1,
    page_size: UPDATES_PAGE_SIZE,
    unread_total: more.unread_total ?? updates.filter((u) => u.unread === true).length,
  };
}

export function updateAnswer(
  update: InvestorUpdate,
  more: { recipients?: UpdateRecipient[] | null; conversation_id?: string | null } = {},
) {
  return {
    success: true as const,
    message: 'OK',
    update,
    recipients: more.recipients ?? null,
    conversation_id: more.conversation_id ?? null,
  };
}

export function aRecipient(overrides: Partial<UpdateRecipient> = {}): UpdateRecipient {
  return {
    user_id: anId(),
    first_name: 'Ivy',
    last_name: 'Investor',
    relation: 'investor',
    read_at: null,
    ...overrides,
  };
}

/** MRR over three months: C$10,000, C$12,000, C$14,000. */
export function aSeries(overrides: Partial<MetricSeries> = {}): MetricSeries {
  const update_id = anId();
  return {
    key: 'mrr',
    label: 'MRR',
    unit: 'currency',
    points: [
      { period: '2026-08', value: 10_000, update_id, published_at: '2026-09-02T09:00:00.000Z' },
      { period: '2026-09', value: 12_000, update_id, published_at: '2026-10-02T09:00:00.000Z' },
      { period: '2026-10', value: 14_000, update_id, published_at: '2026-11-02T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const metricsAnswer = (series: MetricSeries[]) => ({
  success: true as const,
  message: 'Metrics loaded.',
  series,
});

export function signIn(userType: 'investor' | 'entrepreneur') {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem(
    'user',
    JSON.stringify(
      userType === 'investor'
        ? { first_name: 'Ivy', last_name: 'Investor', user_type: 'investor' }
        : { first_name: 'Fay', last_name: 'Founder', user_type: 'entrepreneur' },
    ),
  );
}
