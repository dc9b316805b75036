/** Readers for untyped JSON bodies and query strings: a missing or non-string field reads as ''. */
export type Fields = Record<string, unknown>;

export function asFields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

export function stringField(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** A string field that must not be trimmed (passwords). */
export function rawStringField(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

export function optionalStringField(fields: Fields, name: string): string | null {
  const value = stringField(fields, name);
  return value === '' ? null : value;
}

/** Repeated query keys (`?codes=A&codes=B`) arrive as an array, a single one as a string. */
export function stringListField(fields: Fields, name: string): string[] {
  const value = fields[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
