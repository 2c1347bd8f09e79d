import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, Skeleton } from '../../../ui/states.js';
import { useReceipt } from './validations-queries.js';

const Frame = styled.div`
  display: grid;
  gap: 8px;
  img,
  iframe {
    display: block;
    max-height: 70vh;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.input}px;
    background: ${({ theme }) => theme.colors.background};
  }
  /* A photo at its own size, never blown up past it: shrunk to the box when larger. */
  img {
    width: auto;
    max-width: 100%;
    height: auto;
    object-fit: contain;
  }
  iframe {
    width: 100%;
    height: 70vh;
  }
`;

/** An object URL for the blob while the component shows it, revoked after. */
function useObjectUrl(blob: Blob | undefined, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    // The type detected at upload, not whatever the blob was given: an image stays an image, a PDF opens in the viewer.
    const next = URL.createObjectURL(new Blob([blob], { type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, type]);
  return url;
}

/** The receipt inline: a photo as an image, a PDF in the browser's viewer, with a way to open it in a tab. */
export function ReceiptView({ alias, id, mime, description }: { alias: string; id: number; mime: string; description: string }) {
  const receipt = useReceipt(alias, id);
  const url = useObjectUrl(receipt.data, mime);
  if (receipt.isError)
    return (
      <ErrorState
        level={3}
        title="Impossibile mostrare lo scontrino"
        message={receipt.error.message}
        onRetry={() => void receipt.refetch()}
      />
    );
  if (!url) return <Skeleton $h="320px" aria-label="Caricamento dello scontrino" role="status" />;
  return (
    <Frame>
      {mime === 'application/pdf' ? <iframe src={url} title={description} /> : <img src={url} alt={description} />}
      <a href={url} target="_blank" rel="noopener noreferrer">
        Apri lo scontrino in una nuova scheda
      </a>
    </Frame>
  );
}
