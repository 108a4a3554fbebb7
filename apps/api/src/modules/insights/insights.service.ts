import { messages, PITCH_TABS, type PitchInsights } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findOwnedPitch } from '../pitches/pitches.queries.js';
import {
  answersWithinDays,
  countAllowed,
  countEvents,
  countUnique,
  currentDocuments,
  dailyViews,
  type EventCount,
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

const iso = (value: Date | string) => new Date(value).toISOString();
const sum = (list: EventCount[], pick: (e: EventCount) => number) => list.reduce((n, e) => n + pick(e), 0);

/**
 * A founder's view of one of their pitches over the last 30 or 90 days (today included, UTC days).
 * Each stored event is already one counted view or open (repeats within the dedup window were folded
 * into it when recorded), so figures here are plain counts. Anyone but the owner is told the pitch
 * does not exist.
 */
export function insightsService(db: Db) {
  return {
    async forOwner(ownerId: string, pitchId: string, days: 30 | 90): Promise<PitchInsights> {
      const pitch = await findOwnedPitch(db, pitchId, ownerId);
      if (!pitch) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      const dates = periodDays(days);
      const since = new Date(`${dates[0]}T00:00:00Z`);
      const scope = { pitchId, ownerId, since };
      const [counts, unique, daily, viewers, documents, allowed, answers] = await Promise.all([
        countEvents(db, scope),
        countUnique(db, scope),
        dailyViews(db, scope),
        namedViewers(db, scope),
        currentDocuments(db, pitchId),
        countAllowed(db, pitchId, since),
        answersWithinDays(db, ownerId),
      ]);

      const tabViews = counts.filter((c) => c.kind === 'tab_view');
      const opens = counts.filter((c) => c.kind === 'document_open');
      const byDay = new Map(daily.map((d) => [d.date, d]));
      const names = new Map(documents.map((d) => [d.id, d.name]));
      const funnel = { views: unique.viewers, requests: unique.requesters, allowed };
      return {
        pitch_id: pitchId,
        days,
        totals: {
          views: sum(tabViews, (c) => c.count),
          unique_viewers: unique.viewers,
          document_opens: sum(opens, (c) => c.count),
          requests: funnel.requests,
          allowed,
        },
        daily: dates.map((date) => ({
          date,
          views: byDay.get(date)?.views ?? 0,
          unique_viewers: byDay.get(date)?.viewers ?? 0,
        })),
        tabs: PITCH_TABS.map((title, tab) => {
          const shown = tabViews.filter((c) => c.tab === tab);
          return {
            tab,
            title,
            views: sum(shown, (c) => c.count),
            seconds: Math.round(sum(shown, (c) => c.ms) / 1000),
          };
        }),
        documents: documents.map((d) => ({
          _id: d.id,
          name: d.name,
          locked: d.locked,
          opens: sum(
            opens.filter((c) => c.documentId === d.id),
            (c) => c.count,
          ),
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
      };
    },
  };
}
