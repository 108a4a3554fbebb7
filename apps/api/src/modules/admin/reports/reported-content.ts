import type { ReportedContent, ReportTargetType } from '@angelbridge/contracts';
import { webPath, webPaths } from '@angelbridge/contracts/web-paths';

/** A row of `reportedContentSql`: a profile's also says whose page it is (investor or entrepreneur). */
export type StoredReportedContent = Omit<ReportedContent, 'link'> & { user_type?: string };

/** The content with its page: a pitch's detail page, a person's profile page; a message has none. */
export function reportedContent(
  type: ReportTargetType,
  targetId: string,
  stored: StoredReportedContent | null,
): ReportedContent | null {
  if (!stored) return null;
  const { user_type, ...content } = stored;
  const link =
    type === 'pitch'
      ? webPath(webPaths.project, { id: targetId })
      : type === 'profile'
        ? `${webPath(webPaths.investorProfile, { id: targetId })}?type=${user_type}`
        : null;
  return { ...content, link };
}
