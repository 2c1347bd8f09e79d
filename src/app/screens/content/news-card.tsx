import { Link } from 'react-router-dom';
import type { NewsSummary } from '../../api/content.js';
import { formatLongDate } from '../../../shared/format.js';
import { Card, CardBody, CardText, CardTitle, ImageBox, Meta, ratioOf } from './styles.js';

export interface NewsCardProps {
  news: NewsSummary;
  /** The first card is above the fold: load its picture at once, the others when scrolled near. */
  eager: boolean;
  /** Where the article's back link returns (this list page). */
  from: string;
}

/** One magazine article in the grid: picture, date, title (the link) and excerpt. */
export function NewsCard({ news, eager, from }: NewsCardProps) {
  return (
    <Card>
      <ImageBox $ratio={ratioOf(news.image)}>
        {news.image && (
          // Decorative: the title right below says what the article is about.
          <img
            src={news.image.url}
            width={news.image.width}
            height={news.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </ImageBox>
      <CardBody>
        <Meta>
          <time dateTime={news.published_at}>{formatLongDate(news.published_at)}</time>
        </Meta>
        <CardTitle>
          <Link className="card-link" to={`/news/${news.id}`} state={{ from }}>
            {news.title}
          </Link>
        </CardTitle>
        <CardText>{news.excerpt}</CardText>
      </CardBody>
    </Card>
  );
}
