/** The success envelope `{ success: true, message, data }` every handler answers with. */
export function ok<T>(data: T, message: string | null = null) {
  return { success: true, message, data };
}
