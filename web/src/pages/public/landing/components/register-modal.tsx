import { Modal } from 'antd';
import AntdTheme from '../../../../components/antd-theme';
import { RegisterForm } from '../../../../components/register-form';
import { TEXT } from '../../../../texts';

/** The Register modal of the landing navbar (spec 2), loaded when first opened. */
export default function RegisterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdTheme>
      <Modal open={open} onCancel={onClose} footer={null} title={TEXT.register} destroyOnHidden>
        <RegisterForm />
      </Modal>
    </AntdTheme>
  );
}
