import { useRouter } from '@tanstack/react-router';

/**
 * The address of an order's page, for checkout's payment (the routes give it): where the gateway
 * brings the shopper back after 3-D Secure, and where a bank transfer's details are shown once it
 * is placed (`placed`). The router builds it; no feature writes another's route.
 */
export function useOrderPage() {
  const router = useRouter();
  return (orderId: number, search: { placed?: true } = {}) =>
    router.buildLocation({ to: '/OrderDetails/$orderDetailsId', params: { orderDetailsId: orderId }, search }).href;
}
