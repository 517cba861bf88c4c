// Placeholder: being written.
export function MobileBottomBar() {
  return null;
}
