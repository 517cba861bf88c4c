import { createStart } from '@tanstack/react-start';
import { pageUnavailableAdapter } from './shared/unavailable';

// The server's Start options: the page's "temporarily unavailable" keeps its class on its way into
// the page. The browser's router (src/client.tsx uses the router's own client) gets it in src/router.tsx.
export const startInstance = createStart(() => ({ serializationAdapters: [pageUnavailableAdapter] }));
