/** The task-management routes (spec 2), for links between its pages. */
export const TASK_MANAGEMENT_PATH = '/dashboard/task-management';
export const addTaskPath = () => `${TASK_MANAGEMENT_PATH}/add-task`;
export const editTaskPath = (id: string) => `${TASK_MANAGEMENT_PATH}/edit-task/${id}`;
export const taskProgressPath = (id: string) => `${TASK_MANAGEMENT_PATH}/task-progress/${id}`;
