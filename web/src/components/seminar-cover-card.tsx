import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A seminar's or a section's card: its title links to `to`, and the link's area stretches over the
 * whole card (so the link is named by the title alone, as it reads, and any of the card opens it);
 * the cover image on top when there is one, shown whole (contain, not cover: banners carry words
 * that a crop would cut), then `description` and `children`.
 */
export function CoverCard({
  to,
  title,
  description,
  image,
  testId,
  children,
}: {
  to: string;
  title: string;
  description?: string;
  image: string | null | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      hoverable
      data-testid={testId}
      style={{ height: '100%' }}
      cover={
        image ? (
          <img
            alt=""
            src={image}
            loading="lazy"
            style={{ height: 140, objectFit: 'contain', background: 'var(--ant-color-fill-tertiary, #f5f5f5)' }}
          />
        ) : undefined
      }
    >
      <Card.Meta
        title={
          <Link to={to} className="stretched-link">
            {title}
          </Link>
        }
        description={description || undefined}
      />
      {children}
    </Card>
  );
}
