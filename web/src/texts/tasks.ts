/**
 * The member task pages' texts: those spec 8 gives (tasks errors, upload texts) and the few the
 * spec leaves open (marked). Upload texts live with uploadFile (services/api/uploads.ts).
 */
export const TASK_TEXT = {
  title: 'Tasks',
  /** Open: the spec gives no empty text for the member's list. */
  noTasks: 'No tasks available yet',
  /** Open: the spec gives no text for a failed list. */
  listFailed: 'Failed to fetch tasks',
  saved: 'Data saved successfully',
  notFound: 'Task not found',
  fetchFailed: 'Error fetching task details',
  saveFailed: 'Something went wrong. Please try again.',
  imageUploaded: 'Image uploaded successfully',
  viewUploadedFile: 'View Uploaded File',
  completed: 'Completed',
  preview: 'Preview',
  view: 'View',
  viewSentProof: 'View sent proof',
  awaitingReview: "Waiting for the owner's review",
  rejected: 'Rejected',
  uploadScreenshot: 'Upload screenshot',
  replaceScreenshot: 'Replace screenshot',
  urlPlaceholder: 'https://',
  save: 'Save',
  backToTasks: 'Back to tasks',
  unavailable: 'This task is not available.',
  rewards: 'Rewards',
  reward: 'Reward',
  leadsRemaining: 'Leads remaining',
  tasksToDo: 'Tasks',
  logoOf: (businessName: string) => `${businessName} logo`,
  backgroundOf: (businessName: string) => `${businessName} background`,
  webAddressFor: (title: string) => `Web address for ${title}`,
} as const;
