import { useState } from 'react';
import styled from 'styled-components';
import type { StaffPrize, StaffPrizeImage } from '../../../shared/types/generated/api/staff-catalog.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { useOrderPictures, useRemovePicture, useUploadPicture } from './catalog-queries.js';

const MAX_PICTURES = 10;
const MAX_BYTES = 5 * 1024 * 1024;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.background};
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/**
 * The prize's pictures in their order (the first is the main one, on the cards and at the top of
 * the prize page), each with buttons to move it and remove it, and the upload below. Every change
 * answers the prize with its new revision, which the next change sends.
 */
export function ImageManager({ alias, prize }: { alias: string; prize: StaffPrize }) {
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const upload = useUploadPicture(alias, prize.id);
  const order = useOrderPictures(alias, prize.id);
  const remove = useRemovePicture(alias, prize.id);
  const [status, setStatus] = useState('');
  const full = prize.images.length >= MAX_PICTURES;
  const failure = order.error ?? remove.error;

  const choose = (next: File | null) => {
    upload.reset();
    setFile(next);
    setPicked(next && next.size > MAX_BYTES ? 'Il file supera 5 MB: scegli un’immagine più leggera' : null);
  };
  const send = () => {
    if (!file) return setPicked('Scegli un file immagine da caricare');
    upload.mutate(
      { file, revision: prize.revision },
      {
        onSuccess: () => {
          setFile(null);
          setStatus('Immagine caricata');
        },
      },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const keys = prize.images.map((i) => i.key);
    [keys[index], keys[index + by]] = [keys[index + by]!, keys[index]!];
    order.mutate(
      { keys, revision: prize.revision },
      { onSuccess: () => setStatus(`Immagine spostata in posizione ${index + by + 1} di ${keys.length}`) },
    );
  };
  const drop = (image: StaffPrizeImage, index: number) =>
    remove.mutate({ key: image.key, revision: prize.revision }, { onSuccess: () => setStatus(`Immagine ${index + 1} rimossa`) });
  const busy = upload.isPending || order.isPending || remove.isPending;

  return (
    <section aria-labelledby="prize-images">
      <h3 id="prize-images">Immagini</h3>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {prize.images.length === 0 ? (
        <p>Nessuna immagine: i clienti vedono un riquadro vuoto. Carica almeno una foto del premio.</p>
      ) : (
        <Grid aria-label="Immagini del premio, nell’ordine in cui le vedono i clienti">
          {prize.images.map((image, index) => (
            <Card key={image.key}>
              <ResponsiveImg image={image} sizes="200px" alt={`Immagine ${index + 1} di ${prize.name}`} />
              <p>
                {index === 0 ? 'Principale' : `Immagine ${index + 1}`} · {image.width}×{image.height} px
              </p>
              <div>
                <Button
                  size="sm"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Sposta prima l’immagine ${index + 1}`}
                >
                  Sposta prima
                </Button>
                <Button
                  size="sm"
                  disabled={busy || index === prize.images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Sposta dopo l’immagine ${index + 1}`}
                >
                  Sposta dopo
                </Button>
                <Button size="sm" disabled={busy} onClick={() => drop(image, index)} aria-label={`Rimuovi l’immagine ${index + 1}`}>
                  Rimuovi
                </Button>
              </div>
            </Card>
          ))}
        </Grid>
      )}
      {full ? (
        <p>Il premio ha già {MAX_PICTURES} immagini: rimuovine una per caricarne un’altra.</p>
      ) : (
        <>
          <FileDrop
            label="Scegli un’immagine"
            hint="JPEG, PNG, WebP, AVIF, GIF o TIFF, al massimo 5 MB. Viene ridimensionata e ripulita dai metadati."
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
            file={file}
            onFile={choose}
            error={picked ?? upload.error?.message ?? null}
            disabled={upload.isPending}
          />
          <p>
            <Button variant="primary" loading={upload.isPending} disabled={busy || Boolean(picked && file)} onClick={send}>
              Carica immagine
            </Button>
          </p>
        </>
      )}
    </section>
  );
}
