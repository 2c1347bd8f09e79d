import styled from 'styled-components';

/*
 * The file widget's look. The native <input type="file"> stays in the page (keyboard, screen
 * readers, Playwright's setInputFiles) but is visually hidden: its button and 'No file chosen'
 * follow the browser's language, not the portal's. The visible control is a <label> for it,
 * styled like the theme's outline button; the input's state reaches it through sibling selectors.
 */

export const FileBox = styled.div`
  /* The hidden input is positioned inside, so focusing it never scrolls the page elsewhere. */
  position: relative;
  display: grid;
  gap: 8px;
  min-width: 0;
`;

/** Visually hidden, not display:none: it must stay focusable and announced. */
export const HiddenInput = styled.input`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
  opacity: 0;
`;

/** Looks like Button variant="outline" (ui/button.tsx); a label, so a click opens the picker. */
export const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition: filter 0.15s ease;
  &:hover {
    filter: brightness(0.92);
  }
`;

export const Status = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  /* Long names (phone photos: 'IMG_20260120_184512_HDR.jpg') wrap instead of widening the card. */
  overflow-wrap: anywhere;
  &[data-chosen='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** The drop zone around the picker button and the status text. */
export const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  padding: 10px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color 0.15s ease;
  &[data-dragging='true'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  ${HiddenInput}:focus-visible + & ${PickLabel} {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.surface};
  }
  ${HiddenInput}[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.error};
  }
  ${HiddenInput}:disabled + & {
    background: ${({ theme }) => theme.colors.background};
  }
  ${HiddenInput}:disabled + & ${PickLabel} {
    opacity: 0.6;
    cursor: not-allowed;
    filter: none;
  }
  ${({ theme }) => theme.media.mobile} {
    /* One column at 390 px: the button full width, the status under it. */
    ${PickLabel} {
      flex: 1 1 100%;
    }
  }
`;

export const AcceptHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

/** Image thumbnail, or the PDF's details, and the remove button. */
export const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px 16px;
  min-width: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  & > button {
    flex: none;
    margin-left: auto;
  }
  dl {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    /* Stacked at 390 px: details or thumbnail full width, the button under them. */
    flex-direction: column;
    align-items: stretch;
    & > button {
      margin-left: 0;
    }
  }
`;

/** A fixed 4:3 box, so the layout does not jump when the image decodes. */
export const Thumb = styled.div`
  flex: none;
  width: 160px;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    max-height: 240px;
  }
`;
