import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { actionErrorText, isNotFound } from '../../api/catalog-errors.js';
import type { Product } from '../../api/catalog.js';
import { useProduct } from '../../queries/catalog.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { Split } from '../../../ui/detail-layout.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { Availability } from './availability.js';
import { formatPoints } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { balanceOf, missingPoints, quantityInCart } from './balance.js';
import { cataloguePath, productIdOf, wishlistPath, type DetailOrigin } from './paths.js';
import { ProductDescription } from './product-description.js';
import { ProductGallery } from './product-gallery.js';
import { PurchaseBox } from './purchase-box.js';
import { ErrorState } from '../../../ui/states.js';
import { ImageBox, Missing, Points, SkeletonBlock } from './styles.js';
import { useAddToCart } from './use-add-to-cart.js';
import { WishlistToggle } from './wishlist-toggle.js';
import { usePageTitle } from '../../routing/route-title.js';

const Page = styled.div`
  padding: 20px 0 56px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin-bottom: 8px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The kit's split, with the gallery the wider column. */
const Layout = styled(Split).attrs({ $columns: 'minmax(0, 1.1fr) minmax(0, 1fr)' })``;

const Info = styled.div`
  display: grid;
  gap: 14px;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  h2 {
    margin: 12px 0 0;
    font-size: 1.1rem;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Skeleton = styled.div`
  display: grid;
  gap: 14px;
`;

/**
 * The prize detail, one component for /catalogo/{id}, /products/{id} and /premio/{id}:
 * pictures, points, availability, description, the wishlist heart (tenants with the wishlist on)
 * and quantity + 'Aggiungi al carrello', which refetches the user and goes to /pre-checkout.
 */
export default function ProductDetailScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const params = useParams();
  const location = useLocation();
  const id = productIdOf(params['id']);
  const product = useProduct(id);
  const origin = (location.state as DetailOrigin | null)?.back;
  const back = origin ?? { to: cataloguePath(config), label: 'catalogue' as const };
  const backLink = (
    <Back to={back.to}>
      <span aria-hidden="true">‹</span> {t(back.label === 'wishlist' ? 'catalog.detail.backToWishlist' : 'catalog.detail.back')}
    </Back>
  );

  // An id that cannot exist, or a 404: the prize is not found; anything else is an error to retry.
  if (id === null || (product.isError && isNotFound(product.error))) {
    return (
      <ErrorPage title={t('catalog.detail.notFoundTitle')} text={t('catalog.detail.notFoundText')}>
        <Link to={cataloguePath(config)}>{t('catalog.detail.browse')}</Link>
      </ErrorPage>
    );
  }

  return (
    <Container>
      <Page>
        {backLink}
        {product.isPending && <DetailSkeleton />}
        {product.isError && (
          <ErrorState
            level={1}
            title={t('catalog.detail.loadError')}
            message={actionErrorText(product.error)}
            onRetry={() => void product.refetch()}
          />
        )}
        {product.isSuccess && <ProductDetail product={product.data} />}
      </Page>
    </Container>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const balance = balanceOf(user);
  const cart = useAddToCart();
  const missing = missingPoints(product.points, balance);
  const wishlistOn = config.features.wishlist;

  // The tab and the history list name the prize rather than the generic 'Premio'.
  usePageTitle(product.name);

  return (
    <Layout>
      <ProductGallery product={product} />
      <Info>
        <h1>{product.name}</h1>
        <Code>{t('catalog.detail.code', { code: product.code })}</Code>
        <div>
          <Points $large>{pointsText(t, product.points)}</Points>
          {missing > 0 && <Missing>{t('catalog.missing', { count: missing, value: formatPoints(missing) })}</Missing>}
        </div>
        <Availability product={product} />
        <PurchaseBox
          product={product}
          balance={balance}
          inCart={quantityInCart(user, product.id)}
          busy={cart.busyId === product.id}
          error={cart.error?.productId === product.id ? cart.error.text : null}
          onAdd={(quantity) => void cart.add(product.id, quantity)}
        />
        {wishlistOn && <WishlistToggle product={product} wishlistHref={wishlistPath(config)} />}
        {product.description && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('catalog.detail.description')}</h2>
            <ProductDescription text={product.description} />
          </section>
        )}
      </Info>
    </Layout>
  );
}

/** The page's shape while the prize loads. */
function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Layout aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <ImageBox aria-hidden="true">
        <SkeletonBlock $height="100%" />
      </ImageBox>
      <Skeleton aria-hidden="true">
        <SkeletonBlock $height="2rem" $width="80%" />
        <SkeletonBlock $height="1rem" $width="30%" />
        <SkeletonBlock $height="2rem" $width="40%" />
        <SkeletonBlock $height="1rem" $width="35%" />
        <SkeletonBlock $height="140px" />
      </Skeleton>
    </Layout>
  );
}
