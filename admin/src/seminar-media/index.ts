import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { MediaCreate } from './MediaCreate';
import { MediaEdit } from './MediaEdit';
import { MediaList } from './MediaList';

export default {
  list: MediaList,
  create: MediaCreate,
  edit: MediaEdit,
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
};
