import { useRef, type ReactNode } from 'react';
import { ApiError } from './api/api-error.js';
import { Pagination } from './pagination.js';
import { EmptyState, ErrorState } from './states.js';

/** What QueryView reads of a TanStack query (useQuery's and useInfiniteQuery's results both fit). */
export interface ViewedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The skeleton in the shape of what is coming (a LoadingState with its label). */
  pending: ReactNode;
  /** The error's heading ('Impossibile caricare gli ordini'); its message and 'Riprova' follow. */
  errorTitle: string;
  /** The level of the error's and the empty state's heading (2 unless said; 1 where they are the whole page). */
  level?: 1 | 2 | 3;
  /** Shown for an answer 404 instead of the error: the record asked for is not there. */
  notFound?: ReactNode;
  /** Whether the answer holds nothing to show; `empty` is then shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states of a read in the one order every list and record page shows them: the skeleton while
 * it is pending, "not found" for a 404, the error with a retry, the empty state, then the data.
 */
export function QueryView<T>({ query, pending, errorTitle, level, notFound, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{pending}</>;
  if (query.isError || query.data === undefined) {
    const error = query.error;
    if (notFound && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
    return <ErrorState title={errorTitle} level={level} message={error?.message} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState level={level} />}</>;
  return <>{children(query.data)}</>;
}

/** One page of a paged list as the API answers it. */
export interface PageOf<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

export interface PagedListProps<Item, P extends PageOf<Item>> extends Omit<QueryViewProps<P>, 'isEmpty'> {
  /** The page shown (from the address) and the address parameter that carries it. */
  page: number;
  param: string;
  /** The page links' navigation label ('Pagine degli ordini'). */
  pagesLabel: string;
  /** After a page link is followed: focus goes back to the results' heading. */
  onNavigate?: () => void;
}

/**
 * A QueryView over one page of a list: empty when the page holds no item, and the page links
 * (only where there is more than one page) under what `children` shows of the page.
 */
export function PagedList<Item, P extends PageOf<Item>>({
  page,
  param,
  pagesLabel,
  onNavigate,
  children,
  ...view
}: PagedListProps<Item, P>) {
  return (
    <QueryView {...view} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <>
          {children(data)}
          <Pagination
            page={page}
            lastPage={Math.max(1, Math.ceil(data.total / data.pageSize))}
            param={param}
            label={pagesLabel}
            onNavigate={onNavigate}
          />
        </>
      )}
    </QueryView>
  );
}

export interface ResultsListProps<Item, P extends PageOf<Item>> extends Omit<PagedListProps<Item, P>, 'level' | 'empty' | 'onNavigate'> {
  /** The hidden heading's id, where something points at the results. */
  headingId?: string;
  /** Between the heading and the list: what an action on the list answered (a failed switch, a failed export). */
  notice?: ReactNode;
  /** The empty state's heading and sentence (which may say the filters left nothing). */
  emptyTitle: string;
  emptyText: ReactNode;
}

/**
 * A filtered list's results under its filters: a visually hidden 'Risultati' heading that takes
 * the focus after a page link is followed (the reader lands at the top of the new page), then the
 * paged list, its headings a level below the screen's.
 */
export function ResultsList<Item, P extends PageOf<Item>>({
  headingId,
  notice,
  emptyTitle,
  emptyText,
  ...list
}: ResultsListProps<Item, P>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="visually-hidden">
        Risultati
      </h3>
      {notice}
      <PagedList
        {...list}
        level={3}
        empty={
          <EmptyState title={emptyTitle} level={3}>
            {emptyText}
          </EmptyState>
        }
        onNavigate={() => headingRef.current?.focus()}
      />
    </>
  );
}
