import type { ReactNode } from 'react';
import type { ApiError } from '../../api/api-error.js';
import { Container } from '../../../ui/container.js';
import { DetailLayout, DetailSkeleton } from '../../../ui/detail-layout.js';
import { Page, type BackTarget } from '../../../ui/page.js';
import { ErrorState } from '../../../ui/states.js';

export interface ContentDetailProps<T> {
  /** The route's own title ('News', 'Notifica'): the page's heading until the item's arrives. */
  routeTitle: string;
  back: BackTarget;
  /** The item's query: its data once loaded, else pending or failed. */
  query: { isSuccess: boolean; isPending: boolean; data?: T; refetch: () => unknown };
  /** The failure as the API client normalised it; null when there is none. */
  error: ApiError | null;
  /** The words for a failure (news and notifications word them differently). */
  errorText: (error: ApiError) => string;
  /** Whether the item usually has a picture (the skeleton keeps its place). */
  withImage?: boolean;
  /** The item on the kit's DetailLayout. */
  children: (item: T) => ReactNode;
}

/**
 * The page of one news article or one notification: the item once loaded; before that, under the
 * same back link, the route's title for screen readers and a skeleton, or the error with 'Riprova'.
 */
export function ContentDetail<T>({ routeTitle, back, query, error, errorText, withImage = true, children }: ContentDetailProps<T>) {
  return (
    <Container>
      <Page>
        {query.isSuccess && query.data !== undefined ? (
          children(query.data)
        ) : (
          <DetailLayout
            back={back}
            placeholder={
              <>
                <h1 className="visually-hidden">{routeTitle}</h1>
                {query.isPending && <DetailSkeleton withImage={withImage} />}
                {error && <ErrorState message={errorText(error)} onRetry={() => void query.refetch()} />}
              </>
            }
          />
        )}
      </Page>
    </Container>
  );
}
