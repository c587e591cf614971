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
} as const;
