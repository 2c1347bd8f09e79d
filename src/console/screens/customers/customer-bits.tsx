import styled from 'styled-components';

/** 'Marco Bianchi', or '' when the customer has no name on file. */
export function fullName(c: { firstname: string | null; lastname: string | null }): string {
  return [c.firstname, c.lastname].filter(Boolean).join(' ');
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  font-size: 0.85rem;
  white-space: nowrap;
`;

/** Active and points state in words (never colour alone). */
export function StateBadges({ active, pointsEnabled }: { active: boolean; pointsEnabled: boolean }) {
  return (
    <Badges>
      <Badge $on={active}>{active ? 'Attivo' : 'Non attivo'}</Badge>
      <Badge $on={pointsEnabled}>{pointsEnabled ? 'Punti abilitati' : 'Punti disabilitati'}</Badge>
    </Badges>
  );
}
