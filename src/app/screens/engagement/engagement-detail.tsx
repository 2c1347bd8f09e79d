import type { ReactNode } from 'react';
import type { ApiError } from '../../api/api-error.js';
import type { Voucher } from '../../api/engagement.js';
import { Eyebrow } from '../../../ui/cards.js';
import { Container } from '../../../ui/container.js';
import { DetailLayout, DetailSkeleton, type DetailArticleProps } from '../../../ui/detail-layout.js';
import { Page, PageTitle, type BackTarget } from '../../../ui/page.js';
import { ErrorState } from '../../../ui/states.js';

export interface EngagementDetailProps {
  /** The route's own title ('Vantaggio', 'Voucher'): the heading of a page that failed. */
  routeTitle: string;
  back: BackTarget | null;
  /** Announced while the item loads ('Caricamento del buono'). */
  loadingLabel: string;
  /** Why there is no item; null while it loads and once it is there. */
  failure: ApiError | null;
  /** The words for a failure that is no fault of the server (not found, members only); null for the rest, which offer 'Riprova'. */
  explain: (failure: ApiError) => ReactNode;
  onRetry: () => void;
  /** The item as the kit's split DetailLayout shows it, once loaded; null before. */
  article: Omit<DetailArticleProps, 'variant' | 'back'> | null;
}

/** Ids are positive integers: anything else is not found, without asking the server. */
export const isId = (id: string | undefined): id is string => Boolean(id && /^[1-9]\d{0,9}$/.test(id));

/** What an advantage and a voucher show alike: the partner's name above the title, the picture, the body. */
export function itemArticle(id: string, item: Pick<Voucher, 'title' | 'partner' | 'image' | 'body_html'>) {
  return {
    id,
    title: item.title,
    eyebrow: item.partner && <Eyebrow>{item.partner.name}</Eyebrow>,
    image: item.image,
    html: item.body_html,
  };
}

/**
 * The page of one advantage or one voucher: the item once it is there; before that, under the same
 * back link, a skeleton in the split layout's shape, or the route's title with what went wrong.
 */
export function EngagementDetail({ routeTitle, back, loadingLabel, failure, explain, onRetry, article }: EngagementDetailProps) {
  const placeholder = failure ? (
    <>
      <PageTitle>{routeTitle}</PageTitle>
      {explain(failure) ?? <ErrorState message={failure.message} onRetry={onRetry} />}
    </>
  ) : (
    <DetailSkeleton variant="split" label={loadingLabel} />
  );
  return (
    <Container>
      <Page>
        {article ? (
          <DetailLayout variant="split" back={back} {...article} />
        ) : (
          <DetailLayout variant="split" back={back} placeholder={placeholder} />
        )}
      </Page>
    </Container>
  );
}
