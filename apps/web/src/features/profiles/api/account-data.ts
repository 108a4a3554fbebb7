import type { DeleteMyAccountRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Hands the browser a JSON file to save, named as the server names it (the day of the export). */
function saveJsonFile(data: { exported_at: string }) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `angelbridge-my-data-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the object URL is only released after this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /downloadMyData, saved as a file once it arrives. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => callApi(calls.downloadMyData, {}),
    onSuccess: (answer) => saveJsonFile(answer.data),
  });
}

/** /deleteMyAccount; the caller signs out and leaves once it succeeds. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (body: DeleteMyAccountRequest) => callApi(calls.deleteMyAccount, body),
  });
}
