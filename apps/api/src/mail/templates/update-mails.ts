import type { MetricUnit } from '@angelbridge/contracts';
import { button, finePrint, list, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

/** The metrics an update's e-mail shows (the first rows the founder entered); the rest are on the page. */
export const HEADLINE_METRICS = 3;

export interface HeadlineMetric {
  label: string;
  value: number;
  unit: MetricUnit;
  /** YYYY-MM */
  period: string;
}

const whole = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });
const month = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A value as people read it: C$ and thousands for money, a percent sign for percents. */
export function formatMetric(unit: MetricUnit, value: number): string {
  if (unit === 'currency') return `${value < 0 ? '-' : ''}C$${whole.format(Math.abs(value))}`;
  if (unit === 'percent') return `${upToTwo.format(value)}%`;
  return whole.format(value);
}

const periodLabel = (period: string) => month.format(new Date(`${period}-01T00:00:00Z`));

const settingsHint = finePrint(
  `You receive investor updates from the companies you invested in or follow. You can turn these e-mails off in your ${BRAND} notification settings.`,
);

/**
 * The e-mail of a published update, the same for every recipient (it is sealed once and queued for all of
 * them in one statement): who wrote, the title, the headline metrics, and a link to read it on AngelBridge,
 * where the update itself stays behind the sign-in.
 */
export function investorUpdateMail(data: {
  pitchName: string;
  title: string;
  metrics: readonly HeadlineMetric[];
  /** Absolute URL of the update on the web app. */
  link: string;
}): MailContent {
  const lead = `${data.pitchName} published an update for its investors: "${data.title}".`;
  const shown = data.metrics.slice(0, HEADLINE_METRICS);
  return renderMail({
    subject: `${data.pitchName}: ${data.title}`,
    preheader: lead,
    blocks: [
      paragraph('Hello,'),
      paragraph(lead),
      shown.length > 0 &&
        list(
          shown.map((m) => ({
            title: `${m.label}: ${formatMetric(m.unit, m.value)}`,
            body: periodLabel(m.period),
            href: data.link,
          })),
        ),
      button(data.link, 'Read the update', { lead: 'Read it, see the charts and reply on AngelBridge:' }),
      settingsHint,
    ],
  });
}

/** The founder's reminder: their funded investors have heard nothing for a while. */
export function updateReminderMail(data: {
  firstName: string;
  body: string;
  /** Absolute URL of the update editor. */
  link: string;
}): MailContent {
  return renderMail({
    subject: 'Time for an investor update',
    preheader: data.body,
    blocks: [
      paragraph(`Hi ${data.firstName},`),
      paragraph(data.body),
      button(data.link, 'Write an update'),
      finePrint(`You can turn these e-mails off in your ${BRAND} notification settings.`),
    ],
  });
}
