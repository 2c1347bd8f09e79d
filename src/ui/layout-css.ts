import { css } from 'styled-components';

/**
 * Layout rules the portal and the console repeat in many boxes, as mixins: spread into a styled
 * component beside what that box does on its own. The constant ones are marked pure so that a
 * bundle which does not use one (the portal's first screen, for the console's) leaves it out.
 */

/** Two ends of a row (a title and its status, a count and its actions), wrapping on a narrow screen. */
export const spreadRow = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${gap};
`;

/** A list without bullets or indent, its items stacked with a gap. */
export const bareList = (gap: string) => css`
  display: grid;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list without bullets or indent whose items flow along a line and wrap. */
export const inlineList = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Text cut to a number of lines, all of them reserved so neighbouring boxes keep one rhythm. */
export const clampLines = (lines: number, lineHeight = 1.35) => css`
  line-height: ${lineHeight};
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: ${Math.round(lines * lineHeight * 100) / 100}em;
`;

/** A link that looks like the UI kit's primary button (a navigation, not an action). */
export const primaryLinkLook = /* @__PURE__ */ css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
`;

/** A disclosure's summary that reads as a control: link-coloured, bold and tall enough to tap. */
export const summaryControl = /* @__PURE__ */ css`
  min-height: 44px;
  display: flex;
  align-items: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** A fieldset that only groups (radios, checkboxes): no frame, its legend a bold label. */
export const bareFieldset = /* @__PURE__ */ css`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

/** A native select in a toolbar or a compact form, framed like the kit's controls. */
export const compactSelect = /* @__PURE__ */ css`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
