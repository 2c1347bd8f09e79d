import styled from 'styled-components';
import { CONTRAST_PAIRS, contrastRatio, MIN_CONTRAST } from '../../../shared/color-contrast.js';
import { DEFAULT_THEME } from '../../../shared/theme-defaults.js';
import { formatNumber } from '../../../shared/format.js';

const NAMES: Record<string, string> = {
  text: 'Testo',
  background: 'sfondo della pagina',
  surface: 'sfondo dei riquadri',
  headerText: 'Testo dell’intestazione',
  headerBackground: 'suo sfondo',
  footerText: 'Testo del piè di pagina',
  footerBackground: 'suo sfondo',
  primaryContrast: 'Testo dei pulsanti',
  primary: 'colore principale',
};

const List = styled.ul`
  list-style: none;
  margin: 0 0 18px;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const Row = styled.li<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 14px;
  strong {
    color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.error)};
  }
`;

const Sample = styled.span`
  display: inline-block;
  min-width: 3.2em;
  padding: 2px 8px;
  border: 1px solid #94a3b8;
  border-radius: 4px;
  font-weight: 700;
  text-align: center;
`;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The theme's text/background pairs with their WCAG contrast as the colours are edited: the same
 * pairs and bar (AA, 4.5:1) the save is checked against, so a failing pair shows before saving.
 */
export function ContrastCheck({ colors }: { colors: Record<string, unknown> | undefined }) {
  const merged: Record<string, string> = { ...DEFAULT_THEME.colors };
  for (const [key, value] of Object.entries(colors ?? {})) if (typeof value === 'string' && HEX.test(value)) merged[key] = value;
  return (
    <section aria-labelledby="contrast-title">
      <h3 id="contrast-title">Contrasto dei colori (minimo {formatNumber(MIN_CONTRAST)}:1)</h3>
      <List>
        {CONTRAST_PAIRS.map(([fg, bg]) => {
          const ratio = contrastRatio(merged[fg]!, merged[bg]!);
          const ok = ratio >= MIN_CONTRAST;
          return (
            <Row key={`${fg}-${bg}`} $ok={ok} data-testid={`contrast-${fg}`}>
              <Sample aria-hidden="true" style={{ color: merged[fg], background: merged[bg] }}>
                Aa
              </Sample>
              <span>
                {NAMES[fg]} su {NAMES[bg]}: {formatNumber(ratio)}:1{' '}
                <strong>{ok ? 'leggibile' : 'troppo basso, il salvataggio sarà rifiutato'}</strong>
              </span>
            </Row>
          );
        })}
      </List>
    </section>
  );
}
