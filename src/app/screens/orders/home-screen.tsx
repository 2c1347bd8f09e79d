import { useTranslation } from 'react-i18next';
import type { User } from '../../api/auth.js';
import { loadedQueryClient } from '../../queries/loaded-client.js';
import { userKeys } from '../../queries/user.js';
import { homeBlock } from '../../registry/home-blocks.js';
import type { PrefetchScreenData, ScreenProps } from '../../registry/screen-props.js';
import { configStore, useConfig } from '../../stores/config.js';
import { useSession, useSessionFacts } from '../../stores/session.js';
import { homeBlocksFor } from '../../../shared/home-blocks.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { Container } from '../../../ui/container.js';
import { Lead, Page, PageTitle } from './styles.js';

/** The blocks this customer sees, as the tenant placed them; `pointsEnabled` as the record says. */
function blocksOf(config: ResolvedTenantConfig, pointsEnabled: boolean) {
  return homeBlocksFor(config.home.blocks, {
    pointsCatalogue: config.features.pointsCatalogue,
    wishlist: config.features.wishlist,
    pointsEnabled,
  });
}

/**
 * The blocks' first requests (registry/screen-props.ts). On the server the customer's record is
 * in the cache already, so only their blocks are asked for. In the browser this runs beside
 * auth/me, before the customer is known: most customers have points, so the points blocks are
 * asked for too, as probes; one refused (no points_enabled) is forgotten, and never shown.
 */
export const prefetchData: PrefetchScreenData = ({ prefetch }) => {
  const config = configStore.config;
  if (!config) return;
  const user = loadedQueryClient()?.getQueryData<User>(userKeys.me());
  for (const block of blocksOf(config, user ? Boolean(user.points_enabled) : true)) {
    const query = homeBlock(block.type).query?.(block);
    if (query) prefetch(query);
  }
};

/**
 * The landing page of a logged-in customer ('/'): a greeting, then the blocks the tenant
 * lists in `home.blocks` (src/shared/home-blocks.ts: balance, cart, prizes in vetrina, the
 * wishlist's nearest prize, what the balance buys, the latest news), in its order, each only for
 * customers who may use it. Customers without the catalogue (no points_enabled, or a tenant
 * without it) are told why there are no prizes.
 */
export default function HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const { pointsEnabled } = useSessionFacts();
  const firstname = typeof user?.userinfo?.['firstname'] === 'string' ? (user.userinfo['firstname'] as string) : '';
  const shop = pointsEnabled && config.features.pointsCatalogue;
  const blocks = blocksOf(config, pointsEnabled);
  const firstWithPictures = blocks.find((block) => homeBlock(block.type).pictures);
  return (
    <Container>
      <Page>
        <PageTitle>{firstname ? t('orders.home.greeting', { name: firstname }) : t('orders.home.welcome')}</PageTitle>
        {/* Blame what is off: the whole initiative's catalogue, or this customer's points. */}
        <Lead>
          {shop ? t('orders.home.intro') : config.features.pointsCatalogue ? t('orders.home.noCatalogue') : t('orders.home.catalogueOff')}
        </Lead>
        {blocks.map((block) => {
          const Block = homeBlock(block.type).component;
          return <Block key={block.type} block={block} headingId={`home-${block.type}`} first={block === firstWithPictures} />;
        })}
      </Page>
    </Container>
  );
}
