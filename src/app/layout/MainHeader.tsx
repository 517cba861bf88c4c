// Placeholder: being written.
export function MainHeader() {
  return null;
}
