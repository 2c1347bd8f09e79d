import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product, ProductImage } from '../../api/catalog.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { ImageBox, NoImage } from './styles.js';

/*
 * The picture whole, never cropped: a portrait bottle or a landscape TV keeps its proportions
 * inside the 4:3 box (which keeps the page from moving while it loads), on the box's background.
 * Catalogue cards crop to fill their tiles; here the customer looks at what they will receive.
 */
const Main = styled(ImageBox).attrs({ $contain: true })`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: none;
  cursor: pointer;
  overflow: hidden;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The main picture followed by the further ones, each once. */
export function picturesOf(product: Pick<Product, 'image' | 'images'>): ProductImage[] {
  const all = [...(product.image ? [product.image] : []), ...product.images];
  return all.filter((img, i) => all.findIndex((other) => other.url === img.url) === i);
}

/** The prize's pictures: a large one shown whole in a fixed 4:3 box, and thumbnails to switch when there are several. */
export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'image' | 'images'> }) {
  const { t } = useTranslation();
  const pictures = picturesOf(product);
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <div>
      <Main>
        {current ? (
          <ResponsiveImg
            image={current}
            sizes="(max-width: 900px) 100vw, 600px"
            alt={
              pictures.length > 1
                ? t('catalog.detail.imageAlt', { name: product.name, index: index + 1, total: pictures.length })
                : product.name
            }
            fetchPriority="high"
          />
        ) : (
          <NoImage>{t('catalog.noImage')}</NoImage>
        )}
      </Main>
      {pictures.length > 1 && (
        <Thumbs aria-label={t('catalog.detail.gallery')}>
          {pictures.map((picture, i) => (
            <li key={picture.url}>
              <Thumb
                type="button"
                aria-current={i === index}
                aria-label={t('catalog.detail.showImage', { index: i + 1, total: pictures.length })}
                onClick={() => setIndex(i)}
              >
                <ImageBox>
                  <img src={picture.url} width={picture.width} height={picture.height} alt="" loading="lazy" />
                </ImageBox>
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
