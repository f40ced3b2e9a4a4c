/** The facilitator's dashboard, polled while the page is open (the host page and the class view). */
import { useCallback, useState } from 'react';
import { workshopApi, type Dashboard } from './api.ts';
import { usePoll } from './usePoll.ts';

/** The last dashboard (`setDash` for one an action answered with), the last polling error, and `load` to ask again at once. */
export function useDashboard(code: string, token: string | null) {
  const [dash, setDash] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    if (!token) return;
    try {
      setDash(await workshopApi.dashboard(code, token));
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, [code, token]);
  usePoll(load, !!token);
  return { dash, setDash, error, load };
}
