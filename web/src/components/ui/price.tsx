/** Prices are US dollars (SPEC 3), written as the spec writes them: `$1900`. */
export function formatPrice(price: number): string {
  return `$${price}`;
}
