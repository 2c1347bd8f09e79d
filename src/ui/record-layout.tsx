import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from './cards.js';
import { BackLink } from './page.js';
import { QueryView, type ViewedQuery } from './query-view.js';
import { EmptyState, RowsSkeleton } from './states.js';

/**
 * The top and body of a record's page (a customer, an order, a request, a receipt): the title
 * with its status badges beside it, then panels side by side while each gets `$min` pixels,
 * one under the other below that.
 */
export const RecordHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const RecordColumns = styled.div<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: 24px;
  align-items: start;
  ${Panel} h3 {
    margin-top: 0;
  }
`;

/* The terms' column wraps past 40 %: a long term (a declaration's sentence) would otherwise take
   the row and leave its value a letter a line. On a phone terms and values stack. */
export const RecordFacts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;

const ListedFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A record's facts as terms and values, in the order given (a term names one fact: it is the key). */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <ListedFacts>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </ListedFacts>
  );
}

export interface RecordPageProps<T> {
  /** The back link to the list ('Torna alle richieste'). */
  backLabel: string;
  query: ViewedQuery<T>;
  /** The skeleton's label ('Caricamento della richiesta'). */
  loadingLabel: string;
  errorTitle: string;
  /** What a 404 shows: the heading and its sentence. */
  notFoundTitle: string;
  notFoundText: string;
  children: (record: T) => ReactNode;
}

/** A record's page: the back link to its list, then the read's states and the record once read. */
export function RecordPage<T>({ backLabel, query, loadingLabel, errorTitle, notFoundTitle, notFoundText, children }: RecordPageProps<T>) {
  return (
    <>
      <BackLink to=".." label={backLabel} />
      <QueryView
        query={query}
        pending={<RowsSkeleton count={4} thumb={false} label={loadingLabel} />}
        errorTitle={errorTitle}
        notFound={<EmptyState title={notFoundTitle}>{notFoundText}</EmptyState>}
      >
        {children}
      </QueryView>
    </>
  );
}
