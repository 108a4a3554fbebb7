import { contactUs, getFundRaiseData, globalSearch } from '@angelbridge/contracts';
import type { SpecCall } from './spec-call.js';

/** A tiny PDF: enough bytes for the type check. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** contact-us and the discovery calls mounted today; pitches and contact requests add their own rows. */
export const publicRows: SpecCall[] = [
  {
    endpoint: contactUs,
    payload: async () => ({
      multipart: true,
      body: {
        name: 'Ada',
        email: 'ada.spec@example.com',
        subject: 'Hello',
        message: 'A question for the team.',
        role: 'investor',
        contact_me: 'true',
      },
      files: { file: { buffer: PDF, name: 'deck.pdf' } },
    }),
    reads: ['success'],
  },
  { endpoint: globalSearch, payload: async () => ({ body: { search_query: 'ada' } }), reads: ['results'] },
  {
    endpoint: getFundRaiseData,
    payload: async () => ({ body: {} }),
    reads: ['success', 'message', 'investment_data'],
  },
];
