import StarIcon from '@mui/icons-material/Star';
import { RatingList } from './RatingList';

export default { list: RatingList, icon: StarIcon };
