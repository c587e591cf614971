/** Choices for a SelectInput whose values show as they are (statuses, roles, kinds). */
export const choicesOf = (values: readonly string[]) => values.map((id) => ({ id, name: id }));
