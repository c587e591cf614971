import { FacebookFilled, InstagramFilled, LinkedinFilled, XOutlined, YoutubeFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContactInfo } from '@earnwave/contracts';
import { Api } from '../../../../services/api';
import { TEXT } from '../../../../texts';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookFilled /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramFilled /> },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: <YoutubeFilled /> },
  { label: 'X', href: 'https://x.com/', icon: <XOutlined /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedinFilled /> },
];

/** The landing footer (spec 1): privacy policy, terms and conditions, the contact-us modal, social links. */
export function LandingFooter() {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState<ContactInfo | null>(null);

  const openContact = () => {
    setOpen(true);
    if (!contact) Api.contact().then(setContact, () => undefined);
  };

  return (
    <footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: '24px 16px', background: token.colorBgContainer }}>
      <Flex vertical gap={12} align="center" style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Flex gap={16} wrap justify="center" align="center">
          <Link to="/privacy-policy">{TEXT.privacyPolicy}</Link>
          <Link to="/terms-and-conditions">{TEXT.termsAndConditions}</Link>
          <Button type="link" onClick={openContact} style={{ padding: 0 }}>
            {TEXT.contactUs}
          </Button>
        </Flex>
        <ul aria-label="Social links" style={{ display: 'flex', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} style={{ fontSize: 20 }}>
                {link.icon}
              </a>
            </li>
          ))}
        </ul>
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {TEXT.appName}
        </Typography.Text>
      </Flex>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={TEXT.contactUs}>
        {contact ? (
          <Typography.Paragraph>
            Write to <strong>{contact.name}</strong> at <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph>{TEXT.loading}</Typography.Paragraph>
        )}
      </Modal>
    </footer>
  );
}
