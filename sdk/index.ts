export { createApiClient, type ApiClient, type ApiClientOptions, type Language } from './client';
export { createQueryBindings, type QueryBindings } from './query';
export { ApiError, isApiError, isSessionEnd } from './errors';
export {
  createUploader,
  toFormData,
  type MultipartAnswer,
  type MultipartBody,
  type MultipartPath,
  type UploadCall,
  type Uploader,
  type UploaderOptions,
} from './upload';
export type { components, paths, operations } from './schema';
export {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayPayment,
  type GatewayPaymentRequest,
  GatewayError,
  isGatewayError,
} from './gatewayClient';
export type { components as gatewayComponents, paths as gatewayPaths } from './gateway/schema';
export { createSessionClient, type SessionCallName, type SessionCalls, type SessionClient, type SessionClientOptions } from './session';
