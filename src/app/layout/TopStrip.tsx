// Placeholder: being written.
export function TopStrip() {
  return null;
}
