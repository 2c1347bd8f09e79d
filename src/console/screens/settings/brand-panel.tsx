import { useContext } from 'react';
import styled from 'styled-components';
import { isPlainObject } from '../../../shared/merge.js';
import { DEFAULT_THEME } from '../../../shared/theme-defaults.js';
import { BrandAssetField, type BrandAssetFieldProps } from './brand-asset-field.js';
import { OriginContext } from './field-origin.js';
import { valueAt } from './settings-changes.js';

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h3`
  margin: 20px 0 10px;
  font-size: 18px;
`;

interface Document {
  id: string;
  label: string;
  order: number;
}

/** The footer documents of the draft with a file, in the footer's order. */
function documentsOf(draft: Record<string, unknown>): Document[] {
  const docs = valueAt(draft, ['footer', 'documents']);
  if (!isPlainObject(docs)) return [];
  return Object.entries(docs)
    .flatMap(([id, doc]) =>
      isPlainObject(doc) && typeof doc['file'] === 'string'
        ? [{ id, label: typeof doc['label'] === 'string' ? doc['label'] : id, order: typeof doc['order'] === 'number' ? doc['order'] : 0 }]
        : [],
    )
    .sort((a, b) => a.order - b.order);
}

const color = (draft: Record<string, unknown>, name: keyof typeof DEFAULT_THEME.colors): string => {
  const value = valueAt(draft, ['theme', 'colors', name]);
  return typeof value === 'string' ? value : DEFAULT_THEME.colors[name];
};

/** One brand file's field: which kind, its names on the page and in messages, where it sits in the settings. */
type BrandAsset = Pick<BrandAssetFieldProps, 'kind' | 'label' | 'object' | 'keys' | 'background'>;

/** The brand's font files, one per use. */
const FONTS: BrandAsset[] = [
  { kind: 'font', label: 'Carattere del testo', object: 'il carattere del testo', keys: ['brand', 'fonts', 'text'] },
  { kind: 'font', label: 'Carattere del testo in grassetto', object: 'il carattere del grassetto', keys: ['brand', 'fonts', 'textBold'] },
  { kind: 'font', label: 'Carattere dei titoli', object: 'il carattere dei titoli', keys: ['brand', 'fonts', 'heading'] },
];

/**
 * "Identità visiva": the brand's files, each uploaded in place of the tenant folder's. An upload
 * goes into the draft like any edit, so the preview beside shows it at once, and reaches
 * customers with the settings' save (an audited override naming the stored file).
 */
export function BrandPanel({
  alias,
  portalOrigin,
  onChange,
}: {
  alias: string;
  portalOrigin: string;
  onChange: (keys: string[], value: string | undefined) => void;
}) {
  const origin = useContext(OriginContext);
  if (!origin) return null;
  const fields = (assets: BrandAsset[]) =>
    assets.map((asset) => (
      <BrandAssetField key={asset.keys.join('.')} alias={alias} portalOrigin={portalOrigin} onChange={onChange} {...asset} />
    ));
  return (
    <div>
      <Intro>
        Carica i file del marchio al posto di quelli della cartella dell’iniziativa. Ogni file è controllato dal suo contenuto; l’anteprima
        lo mostra subito e i clienti lo vedono dal prossimo caricamento del portale, dopo «Salva».
      </Intro>
      <Heading>Logo e icona</Heading>
      {fields([
        { kind: 'logo', label: 'Logo', object: 'il logo', keys: ['brand', 'logo'], background: color(origin.draft, 'headerBackground') },
        {
          kind: 'logo',
          label: 'Logo per sfondi scuri',
          object: 'il logo per sfondi scuri',
          keys: ['brand', 'logoInverted'],
          background: color(origin.draft, 'footerBackground'),
        },
        { kind: 'favicon', label: 'Icona del sito (favicon)', object: 'l’icona del sito', keys: ['brand', 'favicon'] },
      ])}
      <Heading>Caratteri</Heading>
      <Intro>Messi davanti ai caratteri del tema. Senza un carattere dei titoli, i titoli usano quello del testo.</Intro>
      {fields(FONTS)}
      <Heading>Documenti del piè di pagina</Heading>
      {fields(
        documentsOf(origin.draft).map((doc): BrandAsset => ({
          kind: 'document',
          label: doc.label,
          object: `il PDF «${doc.label}»`,
          keys: ['footer', 'documents', doc.id, 'file'],
        })),
      )}
    </div>
  );
}
