import { messages, PITCH_TABS, type PitchInsights } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { AppError } from '../../http/app-error.js';
import { answersWithinDays } from '../contact-requests/index.js';
import { followerCount } from '../follows/index.js';
import { findOwnedPitch } from '../pitches/index.js';
import {
  countAllowed,
  countUnique,
  currentDocuments,
  type DaySlot,
  daySlots,
  namedViewers,
} from './insights.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's days, oldest first, ending today (UTC): 'YYYY-MM-DD'. */
export function periodDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Sums the period's running totals per slot, and per day for one slot. */
function totalsOf(slots: DaySlot[]) {
  const bySlot = new Map<string, { events: number; ms: number }>();
  const byDay = new Map<string, Map<string, number>>();
  for (const { date, slot, events, ms } of slots) {
    const total = bySlot.get(slot) ?? { events: 0, ms: 0 };
    total.events += events;
    total.ms += ms;
    bySlot.set(slot, total);
    const day = byDay.get(date) ?? new Map<string, number>();
    day.set(slot, (day.get(slot) ?? 0) + events);
    byDay.set(date, day);
  }
  const events = (slot: string) => bySlot.get(slot)?.events ?? 0;
  const sumWhere = (test: (slot: string) => boolean) =>
    [...bySlot].reduce((n, [slot, total]) => n + (test(slot) ? total.events : 0), 0);
  const isTab = (slot: string) => slot.startsWith('tab:');
  return {
    events,
    seconds: (slot: string) => Math.round((bySlot.get(slot)?.ms ?? 0) / 1000),
    views: sumWhere(isTab),
    opens: sumWhere((slot) => slot.startsWith('doc:')),
    onDay: (date: string) => {
      const day = byDay.get(date);
      if (!day) return { views: 0, unique_viewers: 0 };
      return {
        views: [...day].reduce((n, [slot, count]) => n + (isTab(slot) ? count : 0), 0),
        unique_viewers: day.get('viewers') ?? 0,
      };
    },
  };
}

/**
 * A founder's view of one of their pitches over the last 30 or 90 days (today included, UTC days).
 * Each stored event is already one counted view or open (repeats within the dedup window were folded
 * into it when recorded); the counts come from the running totals `recordEvent` keeps beside the
 * events, so a pitch with 100,000 events is read in a few hundred rows. Anyone but the owner is told the pitch
 * does not exist.
 */
export function insightsService(db: Db) {
  return {
    async forOwner(ownerId: string, pitchId: string, days: 30 | 90): Promise<PitchInsights> {
      const pitch = await findOwnedPitch(db, pitchId, ownerId);
      if (!pitch) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      const dates = periodDays(days);
      const since = new Date(`${dates[0]}T00:00:00Z`);
      const period = { pitchId, since };
      const [slots, unique, viewers, documents, allowed, answers, followers] = await Promise.all([
        daySlots(db, period),
        countUnique(db, period),
        namedViewers(db, period),
        currentDocuments(db, pitchId),
        countAllowed(db, pitchId, since),
        answersWithinDays(db, ownerId),
        followerCount(db, pitchId),
      ]);
      const totals = totalsOf(slots);
      const names = new Map(documents.map((d) => [d.id, d.name]));
      const funnel = { views: unique.viewers, requests: unique.requesters, allowed };
      return {
        pitch_id: pitchId,
        days,
        totals: {
          views: totals.views,
          unique_viewers: unique.viewers,
          document_opens: totals.opens,
          requests: funnel.requests,
          allowed,
        },
        daily: dates.map((date) => ({ date, ...totals.onDay(date) })),
        tabs: PITCH_TABS.map((title, tab) => ({
          tab,
          title,
          views: totals.events(`tab:${tab}`),
          seconds: totals.seconds(`tab:${tab}`),
        })),
        documents: documents.map((d) => ({
          _id: d.id,
          name: d.name,
          locked: d.locked,
          opens: totals.events(`doc:${d.id}`),
        })),
        funnel,
        viewers: viewers.map((v) => {
          const opened = typeof v.opened === 'string' ? JSON.parse(v.opened) : v.opened;
          return {
            _id: v.id,
            first_name: v.firstName,
            last_name: v.lastName,
            photo: v.photo,
            user_type: v.userType,
            last_viewed_at: iso(v.lastAt),
            views: v.views,
            // a replaced document has no name left to show; its opens still count in the totals
            documents_opened: (opened as { id: string; at: string }[]).flatMap((o) => {
              const name = names.get(o.id);
              return name ? [{ _id: o.id, name, opened_at: iso(o.at) }] : [];
            }),
          };
        }),
        guest_viewers: unique.guests,
        answers_within_days: answers,
        followers,
      };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
