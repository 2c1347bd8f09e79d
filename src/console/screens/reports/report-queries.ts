import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { staffReports } from '../../../shared/types/generated/api/staff-reports.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

export interface Period {
  from: string;
  to: string;
}

export const reportQueries = {
  closing: (alias: string, period: Period) =>
    queryOptions({
      queryKey: [...areaKey('closing-report', alias), period.from, period.to] as const,
      queryFn: () => call(staffReports.getClosingReport, { params: { alias }, query: period }),
      placeholderData: keepPreviousData,
    }),
};

export const useClosingReport = (alias: string, period: Period) => useQuery(reportQueries.closing(alias, period));

/** Downloads the report as CSV or PDF through the console's client (a plain link cannot carry the token); the server audits it. */
export function useReportDownload(alias: string) {
  return useMutation({
    mutationFn: async ({ period, format }: { period: Period; format: 'csv' | 'pdf' }) => {
      const operation = format === 'csv' ? staffReports.downloadClosingReportCsv : staffReports.downloadClosingReportPdf;
      const data = await call(operation, { params: { alias }, query: period }, { responseType: 'blob' });
      saveFile(data, `rendiconto-${alias}-${period.from}-${period.to}.${format}`, format === 'csv' ? 'text/csv' : 'application/pdf');
    },
  });
}
