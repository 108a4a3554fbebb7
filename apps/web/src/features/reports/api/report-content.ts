import type { ReportReason, ReportTargetType } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface ReportInput {
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string;
}

/** /reportContent: a signed-in user tells the admins about a pitch, a profile or a message. */
export function useReportContent() {
  return useMutation({
    mutationFn: (report: ReportInput) => callApi(calls.reportContent, report),
  });
}
