/**
 * A tab's value, from which Mantine derives the ids that tab and panel point at: the category
 * names hold spaces and '&', which would make those references invalid.
 */
export const tabValue = (index: number) => `emoji-category-${index}`;
