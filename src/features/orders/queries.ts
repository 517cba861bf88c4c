import type { components } from '../../../sdk';
import { api } from '../../shared/api';

export type Order = components['schemas']['Order'];
export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderItem = components['schemas']['OrderItem'];
export type Transaction = components['schemas']['Transaction'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type BankAccount = components['schemas']['BankAccount'];
export type Invoice = components['schemas']['Invoice'];
export type InvoiceLine = components['schemas']['InvoiceLine'];

/** Orders per page of "My orders" (the contract's default). */
const ORDERS_PER_PAGE = 12;

/** GET /orders: one page of the shopper's orders, newest first, with the paging `meta`. */
export const ordersQuery = (page = 1) =>
  api.queryOptions('get', '/orders', { params: { query: { page, per_page: ORDERS_PER_PAGE } } });

/** GET /orders/{orderId}: one order with its items, address and transactions. */
export const orderQuery = (id: number) => api.queryOptions('get', '/orders/{orderId}', { params: { path: { orderId: id } } });

/** GET /orders/{orderId}/invoice: the order's simplified tax invoice, with the QR text the backend made. */
export const invoiceQuery = (id: number) =>
  api.queryOptions('get', '/orders/{orderId}/invoice', { params: { path: { orderId: id } } });

/** The key prefix every page of the list shares (`['get', '/orders', { params }]`), to mark them all stale after an order or a payment. */
export const allOrdersKey = ['get', '/orders'] as const;
