// Placeholder: being written.
export function OfflineNotice() {
  return null;
}
