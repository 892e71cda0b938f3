/**
 * Names the generic route registrations give their operations in the OpenAPI document, from the
 * path they serve: `/business-admin/users` → `BusinessAdminUsers` (operation ids such as
 * `listBusinessAdminUsers`) and `business admin users` (summaries).
 */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[/\-\s]+/)
    // A path's parameters (`:id`) are not words of its name.
    .filter((w) => w && !w.startsWith(':'));

export const pascalName = (text: string) =>
  wordsOf(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

export const plainName = (text: string) =>
  wordsOf(text)
    .map((w) => w.toLowerCase())
    .join(' ');
