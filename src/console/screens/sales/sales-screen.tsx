import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { SalesBatches } from './sales-batches.js';
import { SalesUpload } from './sales-upload.js';

/** "Vendite": a sales file previewed then applied by the earning rules, and the batches so far, each undoable. */
export default function SalesScreen({ alias }: AreaProps) {
  return (
    <Panel as="section" aria-labelledby="sales-title" style={{ padding: 24 }}>
      <h2 id="sales-title">Vendite</h2>
      <SalesUpload alias={alias} />
      <SalesBatches alias={alias} />
    </Panel>
  );
}
