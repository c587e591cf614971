import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title';
import { ThemeSwitch } from './theme-switch';
import { TEXT } from '../texts';

/** The frame of the account screens: the product's name, a card, the theme switch. */
export function AuthCard({ title, children, width = 440 }: { title: string; children: ReactNode; width?: number }) {
  usePageTitle(title);
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '32px 12px' }} gap={16}>
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: width }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 22 }}>
          {TEXT.appName}
        </Link>
        <ThemeSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: width }}>
        <main>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </main>
      </Card>
    </Flex>
  );
}
