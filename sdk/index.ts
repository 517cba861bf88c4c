export { createApiClient, type ApiClient, type ApiClientOptions, type Language } from './client';
export { createQueryBindings, type QueryBindings } from './query';
export { ApiError, isApiError } from './errors';
export type { components, paths, operations } from './schema';
