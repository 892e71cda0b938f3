/** Ids in lists show their first 8 characters and an ellipsis (spec 1 §9). */
export function shortId(id: string, length = 8): string {
  return id.length > length ? `${id.slice(0, length)}...` : id;
}

/** Role and permission names are stored with underscores; badges show spaces. */
export function humanizeName(name: string): string {
  return name.replace(/_+/g, ' ').trim();
}
