import DashboardIcon from '@mui/icons-material/Dashboard';
import QueueIcon from '@mui/icons-material/Queue';
import SecurityIcon from '@mui/icons-material/Security';
import { Menu as RaMenu, useDataProvider, useNotify } from 'react-admin';
import { TWO_FACTOR_PATH } from './authProvider';
import type { AdminDataProvider } from './dataProvider';

/** The resources in the order an administrator works through them, and the queue board. */
export function Menu() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  /** The board is a page of the server: a ticket (an HttpOnly cookie) opens it to this browser. */
  const openQueueBoard = async (event: React.MouseEvent) => {
    event.preventDefault();
    try {
      const { data } = await dataProvider.openQueueBoard();
      window.open(data.url, '_blank', 'noopener');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <RaMenu>
      <RaMenu.Item to="/" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/queues" primaryText="Queues" leftIcon={<QueueIcon />} onClick={openQueueBoard} />
      <RaMenu.Item to={TWO_FACTOR_PATH} primaryText="Two-factor sign-in" leftIcon={<SecurityIcon />} />
    </RaMenu>
  );
}
