import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A seminar's or a section's card: the whole card links to `to` (named by `title`), with the cover
 * image on top when there is one, shown whole (contain, not cover: banners carry words that a crop
 * would cut).
 */
export function CoverCard({
  to,
  title,
  image,
  testId,
  children,
}: {
  to: string;
  title: string;
  image: string | null | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={title} style={{ display: 'block', height: '100%' }}>
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
        {children}
      </Card>
    </Link>
  );
}
