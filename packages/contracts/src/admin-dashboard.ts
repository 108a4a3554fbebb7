import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, ok } from './http.js';

/** How many weeks the dashboard shows, the current one last. */
export const DASHBOARD_WEEKS = 12;

export const dashboardWeek = z.object({
  /** The Monday the week starts (UTC), YYYY-MM-DD. */
  week_start: z.string(),
  sign_ups: z.number().int(),
  pitches_published: z.number().int(),
  contact_requests: z.number().int(),
  /** Of the requests answered that week, the share allowed, 0-1; null when none was answered. */
  allow_rate: z.number().nullable(),
  /** Median hours from a request to the founder's answer, for answers given that week; null when none. */
  median_response_hours: z.number().nullable(),
});
export type DashboardWeek = z.infer<typeof dashboardWeek>;

export const getDashboard = endpoint({
  ...calls.getDashboard,
  summary:
    'The console dashboard: per week for the last 12 weeks, sign-ups, pitches published, contact requests, the allow rate and the median founder response time; and the open reports and unhandled contact messages now.',
  request: z.object({}),
  response: ok({
    weeks: z.array(dashboardWeek),
    open_reports: z.number().int(),
    unhandled_contact_messages: z.number().int(),
  }),
});

export const adminDashboardEndpoints = [getDashboard] as const;
