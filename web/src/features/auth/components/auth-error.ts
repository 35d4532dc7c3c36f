/** The provider's own message is shown (docs/product.md, Accounts), and logged for support. */
export function authErrorMessage(error: unknown): string {
  console.error(error);
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
