import { Link } from 'react-router-dom';
import type { NewsSummary } from '../../api/content.js';
import { formatLongDate } from '../../../shared/format.js';
import { Card, CardBody, CardText, CardTitle, ImageBox, ratioOf } from '../../../ui/cards.js';
import { Meta } from '../../../ui/page.js';
import { useTimeZone } from '../../stores/config.js';

export interface NewsCardProps {
  news: NewsSummary;
  /** The first card is above the fold: load its picture at once, the others when scrolled near. */
  eager: boolean;
  /** Where the article's back link returns (this list page). */
  from: string;
  /** The title's level: 2 on the news page, 3 inside a block with its own heading. */
  level?: 2 | 3;
}

/** One magazine article in the grid: picture (when it has one), date, title (the link) and excerpt. */
export function NewsCard({ news, eager, from, level = 2 }: NewsCardProps) {
  const timeZone = useTimeZone();
  return (
    <Card>
      {/* Decorative: the title right below says what the article is about. An article without a
          picture is a card of text: an empty box the size of a picture reads as one that failed. */}
      {news.image && <ImageBox image={news.image} ratio={ratioOf(news.image)} load={eager ? 'priority' : 'lazy'} />}
      <CardBody>
        <Meta>
          <time dateTime={news.published_at}>{formatLongDate(news.published_at, timeZone)}</time>
        </Meta>
        <CardTitle as={level === 3 ? 'h3' : 'h2'}>
          <Link className="card-link" to={`/news/${news.id}`} state={{ from }}>
            {news.title}
          </Link>
        </CardTitle>
        <CardText>{news.excerpt}</CardText>
      </CardBody>
    </Card>
  );
}
