import styled from 'styled-components';
import type { ContentStatus } from '../../../shared/types/generated/api/staff-content.js';
import { formatDateTime } from '../../../shared/format.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

/** What the customer gets now, in words: Pubblicato, Programmato dal …, Scaduto, Spento. */
export function statusText(
  item: { status: ContentStatus; publish_from: string | null; publish_until: string | null },
  timeZone: string,
): string {
  switch (item.status) {
    case 'published':
      return item.publish_until ? `Pubblicato fino al ${formatDateTime(item.publish_until, timeZone)}` : 'Pubblicato';
    case 'scheduled':
      return `Programmato dal ${formatDateTime(item.publish_from, timeZone)}`;
    case 'expired':
      return `Scaduto il ${formatDateTime(item.publish_until, timeZone)}`;
    case 'off':
      return 'Spento';
  }
}

const Badge = styled.span<{ $status: ContentStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  background: ${({ theme, $status }) => ($status === 'published' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $status }) => ($status === 'published' ? theme.colors.primaryContrast : theme.colors.text)};
`;

export function StatusBadge({ item }: { item: Parameters<typeof statusText>[0] }) {
  const timeZone = useTenantTimeZone();
  return <Badge $status={item.status}>{statusText(item, timeZone)}</Badge>;
}
