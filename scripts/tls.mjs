// A throwaway TLS certificate for a local nginx over HTTPS (npm run perf's HTTPS and HTTP/2
// measure): self-signed for localhost and 127.0.0.1, valid one day, made at run time with openssl
// in a folder that goes with the nginx using it. Never committed, never trusted by anything but a
// browser told to ignore certificate errors (perf's own Chromium).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/** Makes `cert.pem` and `key.pem` (an EC P-256 key) in `folder`; resolves to their paths. */
export function makeThrowawayCertificate(folder) {
  const certificate = path.join(folder, 'cert.pem');
  const key = path.join(folder, 'key.pem');
  execFileSync(
    OPENSSL,
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', key, '-out', certificate,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certificate, key };
}
