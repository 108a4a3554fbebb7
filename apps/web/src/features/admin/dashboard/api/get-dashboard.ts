import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => callAdmin(calls.getDashboard, {}) });
}
