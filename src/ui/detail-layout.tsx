import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ImageBox, ratioOf, surfaceBox, type ImageRef } from './cards.js';
import { BackLink, Meta, Narrow, PageTitle, type BackTarget } from './page.js';
import { RichText } from './rich-text.js';
import { LoadingState, Skeleton } from './states.js';

/**
 * 'column': one reading column, the picture above the text (news, notifications).
 * 'split': the picture beside the text on desktop, above it on a phone (advantages, vouchers).
 */
export type DetailVariant = 'column' | 'split';

interface DetailFrame {
  variant?: DetailVariant;
  /** The list the page belongs to, above the title; none for a visitor who cannot see the list. */
  back?: BackTarget | null;
}

export interface DetailArticleProps extends DetailFrame {
  /** Id of the title, which names the article. */
  id: string;
  title: string;
  /** A small line above the title (the partner's name). */
  eyebrow?: ReactNode;
  /** The date line, e.g. 'Pubblicato il 1 dicembre 2025' for '2025-12-01T10:00:00Z'. */
  date?: { iso: string; text: string } | null;
  image?: ImageRef | null;
  /** The sentence under the title (summary, description). */
  lead?: string;
  /** Between the lead and the body: facts, notices, a code to copy. */
  details?: ReactNode;
  /** The body: server HTML, sanitised by RichText. */
  html?: string;
  /** A heading over the body ('Come si usa'), which then becomes a region of its own. */
  bodyTitle?: string;
  /** 'standfirst': the first paragraph a step larger (articles); 'framed': in a panel (messages). */
  bodyLook?: 'plain' | 'standfirst' | 'framed';
  /** After the body (the partner offering it). */
  footer?: ReactNode;
  /** The back link again under the body (long articles). */
  backBelow?: boolean;
}

export interface DetailPlaceholderProps extends DetailFrame {
  /** While the article loads, or after it failed: a skeleton or an error state in its place. */
  placeholder: ReactNode;
}

export type DetailLayoutProps = DetailArticleProps | DetailPlaceholderProps;

/**
 * The picture beside its text on desktop, above it on a phone; `$columns` sets the desktop
 * proportions (the prize detail gives its gallery the wider one).
 */
export const Split = styled.div<{ $columns?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns = 'minmax(0, 5fr) minmax(0, 6fr)' }) => $columns};
  gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

const Picture = styled(ImageBox)`
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

const ColumnPicture = styled(Picture)`
  margin: 20px 0 28px;
`;

const Lead = styled.p`
  margin: 0 0 20px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The article's first paragraph is its standfirst: a step larger, like a magazine's. */
const Standfirst = styled(RichText)`
  > p:first-child {
    font-size: 1.2rem;
    line-height: 1.55;
  }
`;

const Framed = styled.div`
  margin-top: 24px;
  padding: 24px;
  ${surfaceBox}
  ${({ theme }) => theme.media.mobile} {
    padding: 18px;
  }
`;

const BodySection = styled.section`
  margin-top: 28px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

const Footer = styled.div`
  margin-top: 40px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function Body({ id, html, bodyTitle, bodyLook = 'plain' }: Pick<DetailArticleProps, 'id' | 'html' | 'bodyTitle' | 'bodyLook'>) {
  if (!html?.trim()) return null;
  if (bodyTitle) {
    return (
      <BodySection aria-labelledby={`${id}-body`}>
        <h2 id={`${id}-body`}>{bodyTitle}</h2>
        <RichText html={html} headingLevel={3} />
      </BodySection>
    );
  }
  if (bodyLook === 'standfirst') return <Standfirst html={html} headingLevel={2} />;
  if (bodyLook === 'framed') {
    return (
      <Framed>
        <RichText html={html} headingLevel={2} />
      </Framed>
    );
  }
  return <RichText html={html} headingLevel={2} />;
}

function Article(props: DetailArticleProps) {
  const { variant = 'column', id, title, eyebrow, date, image, lead, details, footer, back, backBelow = false } = props;
  const heading = (
    <>
      {eyebrow}
      <PageTitle id={id}>{title}</PageTitle>
      {date && (
        <Meta>
          <time dateTime={date.iso}>{date.text}</time>
        </Meta>
      )}
    </>
  );
  const text = (
    <>
      {lead && <Lead>{lead}</Lead>}
      {details}
      <Body {...props} />
      {footer}
    </>
  );
  if (variant === 'split') {
    return (
      <Split as="article" aria-labelledby={id}>
        <Picture image={image} load="eager" />
        <div>
          {heading}
          {text}
        </div>
      </Split>
    );
  }
  return (
    <article aria-labelledby={id}>
      {heading}
      {image && <ColumnPicture image={image} ratio={ratioOf(image)} load="priority" />}
      {text}
      {backBelow && back && (
        <Footer>
          <BackLink {...back} />
        </Footer>
      )}
    </article>
  );
}

/**
 * One layout for every detail page (an article, a message, an advantage, a voucher): the back
 * link, then the title with its eyebrow and date, the picture in a box of fixed proportions, the
 * lead, the page's own details and the sanitised body; or, while loading or after a failure, the
 * placeholder in the article's place under the same back link.
 */
export function DetailLayout(props: DetailLayoutProps) {
  const { variant = 'column', back } = props;
  const content = 'placeholder' in props ? props.placeholder : <Article {...props} />;
  const inner = (
    <>
      {back && <BackLink {...back} />}
      {content}
    </>
  );
  return variant === 'column' ? <Narrow>{inner}</Narrow> : inner;
}

const Lines = styled.div`
  display: grid;
  gap: 12px;
`;

/** The detail page's skeleton in the variant's own shape, so nothing jumps when it arrives. */
export function DetailSkeleton({
  variant = 'column',
  withImage = true,
  label,
}: {
  variant?: DetailVariant;
  withImage?: boolean;
  label?: string;
}) {
  const lines = (
    <Lines>
      <Skeleton $w="30%" $h="0.9em" />
      <Skeleton $w="80%" $h="2em" />
      <Skeleton />
      <Skeleton />
      <Skeleton $w="60%" />
    </Lines>
  );
  return (
    <LoadingState label={label}>
      {variant === 'split' ? (
        <Split>
          <Skeleton $ratio="16 / 9" />
          {lines}
        </Split>
      ) : (
        <Lines>
          {withImage && <Skeleton $ratio="16 / 9" />}
          {lines}
        </Lines>
      )}
    </LoadingState>
  );
}
