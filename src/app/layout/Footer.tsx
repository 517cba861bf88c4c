// Placeholder: being written.
export function Footer() {
  return null;
}
