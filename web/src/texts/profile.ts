import { GIFT_MIN_CREDITS } from '@earnwave/contracts';

/**
 * The texts spec 2 and 8 give the profile, post view and Lounge screens (STYLE.md habit 11: one
 * place per area). Server messages are shown as the server sends them.
 */
export const CREATOR_TEXT = {
  // Profile
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  ratingSubmitted: 'Rating Submitted',
  ratingFailed: 'Failed to send Rating. Please try again.',
  rateConfirm: (name: string, stars: number) =>
    `Rate ${name} ${stars} star${stars === 1 ? '' : 's'}? A rating is given once and cannot be changed.`,
  favouriteUpdated: 'Favorite status updated successfully!',
  favouriteFailed: 'Failed to update favorite status.',
  /** The favourites lists could not be read. */
  favouritesFailed: 'Failed to fetch favorite status.',
  /** A list answer without its items. */
  unexpectedFormat: 'Unexpected response format.',
  myFavourites: 'My favourites',
  favouredMe: 'Who favoured me',
  noFavourites: 'You have not added anyone to your favourites yet.',
  noFavouredBy: 'Nobody has added you to their favourites yet.',
  giftSent: 'Gift sent',
  giftFailed: 'Failed to send gift. Please try again.',
  chatFailed: 'Failed to create chat.',
  startChatConfirm: (name: string) => `Start a chat with ${name}?`,
  messagePrice: (credits: number) => `Each message costs ${credits} credits.`,
  noMessages: (name: string) => `${name} does not receive messages.`,
  addToFav: 'Add to Fav',
  removeFromFav: 'Remove from Fav',
  sendMessage: 'Send Message',
  sendGift: 'Send Gift',
  giftsReceived: 'Gifts received',
  noGifts: 'No gifts yet',

  // Posts
  addContent: '+ Add Content',
  noPosts: 'No posts found!',
  noViews: 'No users have viewed this post.',
  postCreated: 'Post created successfully!',
  postCreateFailed: 'Failed to create post',
  postUpdated: 'Post updated successfully!',
  postUpdateFailed: 'Failed to update post',
  postDeleted: 'Post deleted successfully.',
  /** The server refused the delete; postDeleteError: it never answered. */
  postDeleteFailed: 'Failed to delete post.',
  postDeleteError: 'Error deleting post.',
  deleteConfirm: 'Delete this post? This cannot be undone.',
  /** A posts list the server refused ('Failed to fetch Posts') or that never arrived ('Error fetching posts'). */
  fetchPostsRefused: 'Failed to fetch Posts',
  fetchPostsFailed: 'Error fetching posts',
  fileUploaded: 'File uploaded successfully',
  fileUploadFailed: 'File upload failed',
  postFilesOnly: 'Only image, video or audio files are allowed',
  imageUploaded: 'Image uploaded successfully',

  // Post view
  errorFetchingPost: 'Error fetching post.',
  viewPaidConfirm: (costView: number) =>
    `View this post for ${costView} credits? The credits are deducted from your balance.`,

  // Lounge
  noContent: 'No content yet',
  /** The server refused the like; likeError: it never answered. */
  likeFailed: 'Failed to toggle like. Please try again.',
  likeError: 'An error occurred while toggling like.',
  searchFailed: 'Failed to search members. Please try again.',
  unexpectedResponse: 'Unexpected response from server.',
  noMembersFound: 'No members found.',
  more: 'more',
  less: 'less',

  // The profile page and its cards
  profile: 'Profile',
  tryAgain: 'Try again',
  about: 'About',
  category: 'Category',
  channels: 'Channels',
  links: 'Links',
  intro: 'Intro',
  bio: 'Bio',
  description: 'Description',
  messagePriceLabel: 'Message price',
  credits: (credits: number) => `${credits} credits`,
  editProfile: 'Edit Profile',
  coverImage: 'Cover image',
  social: { facebook: 'Facebook', snapchat: 'Snapchat', instagram: 'Instagram', youtube: 'YouTube' },
  rating: 'Rating',
  submitRating: 'Submit Rating',
  startChat: 'Start Chat',
  giftTo: (name: string) => `Credits from your balance go to ${name}.`,
  amountCredits: 'Amount (credits)',
  giftRequired: `Enter at least ${GIFT_MIN_CREDITS} credit.`,
  giftTooSmall: `A gift is at least ${GIFT_MIN_CREDITS} credit.`,
  giftsPerPage: 'Gifts per page',
  /** 'Xrated', spec 3's category option that carries the value user. */
  xrated: 'Xrated',

  // Edit Profile
  save: 'Save',
  profileImage: 'Profile image',
  name: 'Name',
  nameRequired: 'Enter your name.',
  receiveMessages: 'Receive messages',
  earnPerMessage: 'Earn Per Message',
  creditsUnit: 'credits',
  commaSeparated: 'Comma-separated',
  linksHelp: 'Comma-separated, e.g. https://example.com, https://blog.example.com',
  webAddressPlaceholder: 'https://',

  // Posts
  posts: 'Posts',
  postsPerPage: 'Posts per page',
  post: 'Post',
  edit: 'Edit',
  delete: 'Delete',
  view: 'View',
  viewsCount: (views: number) => `Views(${views})`,
  hiddenByModerator: 'Hidden by a moderator',
  private: 'Private',
  viewsOf: (title: string) => `Views of ${title}`,
  viewer: 'Viewer',
  date: 'Date',
  amount: 'Amount',
  editContent: 'Edit Content',
  addContentTitle: 'Add Content',
  cancel: 'Cancel',
  title: 'Title',
  titleRequired: 'Enter a title.',
  file: 'File',
  costPerView: 'Cost per view (credits)',
  freeToView: '0 makes the post free to view.',
  targetViews: 'Target views',
  privateHelp: 'Private (shown only on my profile)',
  postFile: 'Post file',
  replaceFile: 'Replace the file',
  dropFile: 'Click or drop an image, video or audio file',
  uploadedFile: 'Uploaded file',
  paidPostCredits: (credits: number) => `Paid post · ${credits} credits`,

  // Post view
  back: 'Back',
  viewFor: (credits: number) => `View for ${credits} credits`,
  by: 'By ',
  paidPost: 'Paid post',

  // Network and Lounge
  network: 'Network',
  tabs: { lounge: 'Lounge', messages: 'Messages', favourites: 'Favourites' },
  /** A locked post's link: its visible "Paid post · N credits" (WCAG 2.5.3, label in name) and what opens. */
  viewPaidPost: (title: string, credits: number) => `${title}: Paid post · ${credits} credits, view it`,
  likeLabel: (liked: boolean, likes: number) => `${liked ? 'Unlike' : 'Like'}: ${likes}`,
  findMembers: 'Find members',
  searchPlaceholder: 'Search members by name',
  searchMembers: 'Search members',
  allCategories: 'All categories',
  membersPerPage: (title: string) => `${title}: members per page`,
} as const;
