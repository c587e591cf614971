/** The membership levels a medium can require, from the lowest (spec 3). */
export const LEVEL_CHOICES = ['bronze', 'silver', 'gold', 'cash'].map((id) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
}));
