/** Sends the browser to another site's page (the gateway's 3-D Secure); a module of its own so tests can watch it. */
export function leaveFor(address: string): void {
  window.location.assign(address);
}
