import { css } from 'styled-components';

/**
 * A fieldset of radio buttons or checkboxes laid out in a row that wraps: the legend above,
 * each label at least 44 px tall (a touch target) with its 20 px control beside the words.
 * Styles a form's `fieldset` from inside the form's own styled component: `${choiceGroup}`.
 */
export const choiceGroup = css`
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0 0 16px;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  fieldset input {
    width: 20px;
    height: 20px;
  }
`;
