/** Prices are US dollars, written as the product has always written them: `$1900`. */
export function formatPrice(price: number): string {
  return `$${price}`;
}
