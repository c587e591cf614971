import { notification } from 'antd';
import { useEffect } from 'react';
import { bindToasts } from '../services/toast';
import AntdTheme from './antd-theme';

function Holder() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 5 });
  useEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return holder;
}

/** Where the toasts render (top right, themed); loaded with the first toast. */
export default function ToastHost() {
  return (
    <AntdTheme>
      <Holder />
    </AntdTheme>
  );
}
