import { Modal } from 'antd';
import AntdTheme from '../../../../components/antd-theme';
import { useLoadOnOpen } from '../../../../hooks/use-load-on-open';
import { Api } from '../../../../services/api';
import { LANDING_TEXT, TEXT } from '../../../../texts';

/** The contact-us modal of the landing footer (spec 1), with GET /api/contact; loaded when first opened. */
export default function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const contact = useLoadOnOpen((signal) => Api.contact(signal), [], open).value;
  return (
    <AntdTheme>
      <Modal open={open} onCancel={onClose} footer={null} title={TEXT.contactUs}>
        {contact ? (
          <p>
            {LANDING_TEXT.writeTo}
            <strong>{contact.name}</strong>
            {LANDING_TEXT.at}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
        ) : (
          <p>{TEXT.loading}</p>
        )}
      </Modal>
    </AntdTheme>
  );
}
