/**
 * Ids in lists show 8 characters (spec 1 §9): the last ones, after an ellipsis. Ids are UUID v7,
 * whose first characters are the creation time — rows made the same minute would all read alike.
 */
export function shortId(id: string, length = 8): string {
  return id.length > length ? `...${id.slice(-length)}` : id;
}

/** Role and permission names are stored with underscores; badges show spaces. */
export function humanizeName(name: string): string {
  return name.replace(/_+/g, ' ').trim();
}
