import { TASK_MSG } from '@earnwave/contracts';
import { UPLOAD_TEXT } from '.';

/** The task-management texts of the spec (sections 2, 5 and 8), in one place for these pages. */
export const TASK_TEXT = {
  listTitle: 'Task Management',
  addTask: 'Add Task',
  editTaskTitle: 'Edit Task',
  addTaskTitle: 'Add Task',
  progressTitle: 'Task Progress',

  noTasksYet: 'No tasks yet.',
  deleteQuestion: 'Delete this task?',
  deleteExplained: 'The escrow of the leads nobody took goes back to your balance.',

  saved: 'Data saved successfully',
  deleted: 'Task deleted successfully',
  deleteFailed: 'Failed to delete task',
  fetchDetailsFailed: 'Failed to fetch task details',
  creationFailed: 'An error occurred during task creation',
  updateFailed: 'An error occurred during task update',
  impressionsFailed: 'An error occurred while fetching pricing impressions.',
  taskNotFound: 'Task not found',
  detailsError: 'Error fetching task details',
  screenshotsError: 'Error fetching task screenshots',
  statusUpdated: 'Screenshot status updated successfully',
  statusFailed: 'Failed to update screenshot status',

  onlyImages: 'Only image files are allowed',
  noFile: 'Please select a file to upload',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Image upload failed',
  /** A pricing row's file stored (spec 8's lower-case wording; the post form says 'File uploaded successfully'). */
  fileUploaded: 'file uploaded successfully',
  fileUploadFailed: 'File upload failed',
  fileTypes: TASK_MSG.fileType,

  selectImpression: 'Select an impression',
  impressionOption: (noOfCost: number, impressions: number) =>
    `No Of Cost (${noOfCost}) - Impressions (${impressions})`,
  costTotal: (amount: string) => `Cost Total = ${amount}`,
  pay: 'Pay',
  update: 'Update',
  uploading: UPLOAD_TEXT.uploading,
  insufficientBalance: TASK_MSG.insufficientBalance,

  noTasksSelected: 'No tasks selected.',
  noScreenshots: 'No task screenshots are available.',
  noTaskData: 'No task data available.',
  chosenTasks: (count: number) => `Chosen Tasks (${count})`,
  screenshotsReceived: (count: number) => `Screenshots received (${count})`,
  confirmAction: 'Confirm Action',
  confirmQuestion: (verb: 'accept' | 'reject') => `Are you sure you want to ${verb} this task?`,
  yesConfirm: 'Yes, Confirm',
  rejectionReason: 'Rejection Reason',
  rejectionPlaceholder: 'Enter reason for rejection',
  submitRejection: 'Submit Rejection',
} as const;
