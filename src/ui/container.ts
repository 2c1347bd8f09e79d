import styled from 'styled-components';

/** Content container: max width 1200 px, 15 px side padding, from the theme. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.containerMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.containerPadding}px;
`;
