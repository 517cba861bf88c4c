// Placeholder: being written.
export function BackToTop() {
  return null;
}
