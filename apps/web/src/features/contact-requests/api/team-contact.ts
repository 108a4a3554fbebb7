import type { getTeamContactByInvestorId, ResponseOf, TeamContactAccess } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contactRequestKeys } from './contact-request-keys';

type TeamAnswer = ResponseOf<typeof getTeamContactByInvestorId>;

/** The signed-in investor's access to one pitch's team contacts (page 5, and the locked documents). */
export function useTeamContact(pitchId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: contactRequestKeys.team(pitchId),
    queryFn: ({ signal }) => callApi(calls.getTeamContactByInvestorId, { pitch_id: pitchId }, { signal }),
    select: (answer): TeamContactAccess => answer.team,
  });
}

/** After any change the investor's access and their 'My Investment' list are read again. */
function useRefresh(pitchId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactRequestKeys.team(pitchId) }),
      queryClient.invalidateQueries({ queryKey: contactRequestKeys.lists }),
    ]);
}

export function useAddContactRequest(pitchId: string) {
  const refresh = useRefresh(pitchId);
  return useMutation({
    mutationFn: (note: string) =>
      callApi(calls.addContactRequest, { pitch_id: pitchId, note: note.trim() || undefined }),
    onSuccess: refresh,
  });
}

export function useRevokeContactRequest(pitchId: string) {
  const refresh = useRefresh(pitchId);
  return useMutation({
    mutationFn: (contactId: string) =>
      callApi(calls.revokeInvestorPitchContactRequest, { pitch_id: pitchId, contact_id: contactId }),
    onSuccess: refresh,
  });
}

/** 'Unlock Contact Info': the server records it and answers with the contacts. */
export function useUnlockTeamContact(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.unlockTeamContact, { pitch_id: pitchId }),
    onSuccess: (answer) => queryClient.setQueryData<TeamAnswer>(contactRequestKeys.team(pitchId), answer),
  });
}
