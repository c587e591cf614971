import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title';
import { ThemeSwitch } from './theme-switch';
import { TEXT } from '../texts';
import { FRAME_TEXT } from '../texts/frame';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The static legal pages (spec 1): a title and numbered sections of plain text. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <Flex vertical align="center" style={{ padding: '24px 12px' }} gap={16}>
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 900 }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 22 }}>
          {TEXT.appName}
        </Link>
        <ThemeSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 900 }}>
        <main>
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {FRAME_TEXT.lastUpdated}
            {updated}
          </Typography.Paragraph>
          {sections.map((section, index) => (
            <section key={section.heading}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {index + 1}. {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
            </section>
          ))}
        </main>
      </Card>
    </Flex>
  );
}
