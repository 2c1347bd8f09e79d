import { Notice } from './styles.js';

/** A refused wishlist change, announced: what failed and why, each on its own line. */
export function FailureNotice({ failure }: { failure: { message: string; cause: string } | null }) {
  if (!failure) return null;
  return (
    <Notice $tone="error" role="alert">
      <p>{failure.message}</p>
      <p>{failure.cause}</p>
    </Notice>
  );
}
