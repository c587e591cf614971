import { notification } from 'antd';
import { useEffect } from 'react';
import { bindToasts } from '../services/toast';

/** Where the toasts render (top right, themed); loaded lazily so the first paint does not wait for it. */
export default function ToastHost() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 5 });
  useEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return holder;
}
