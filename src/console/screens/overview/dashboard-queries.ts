import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffDashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** The periods the selector offers, in weeks (the API takes 4 to 52; 12 is its default). */
export const PERIODS = [4, 8, 12, 26, 52] as const;
export const DEFAULT_PERIOD = 12;

/** The period of the address's `settimane`; anything not offered is the default. */
export function periodOf(param: string | null): number {
  const weeks = Number(param);
  return (PERIODS as readonly number[]).includes(weeks) ? weeks : DEFAULT_PERIOD;
}

export const dashboardQueries = {
  all: (alias: string) => areaKey('dashboard', alias),
  /** The tenant's figures over the last `weeks` weeks. */
  figures: (alias: string, weeks: number) =>
    queryOptions({
      queryKey: [...areaKey('dashboard', alias), weeks] as const,
      queryFn: () => call(staffDashboard.getDashboard, { params: { alias }, query: { weeks } }),
      // A new period keeps the charts of the one before on screen (marked busy) until its figures come.
      placeholderData: keepPreviousData,
    }),
};

export const useDashboard = (alias: string, weeks: number) => useQuery(dashboardQueries.figures(alias, weeks));
