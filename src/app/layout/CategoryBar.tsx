// Placeholder: being written.
export function CategoryBar() {
  return null;
}
