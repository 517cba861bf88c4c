// The figures a gold buyer checks, in the contract's own examples: every product's price
// breakdown adds up to its price, and the invoice's QR (ZATCA TLV) holds the invoice's figures.
import { describe, expect, it } from 'vitest';
import { contract, derefIn, mockApi } from './contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is read as plain JSON */
const round = (amount: number) => Math.round(amount * 100 + Number.EPSILON * 100) / 100;
const PURITY = { 18: 750, 21: 875, 24: 999.9 } as Record<number, number>;

/** Every product object anywhere in the contract's examples. */
function productsIn(node: any, found: any[] = []): any[] {
  if (Array.isArray(node)) node.forEach((inner) => productsIn(inner, found));
  else if (node && typeof node === 'object') {
    if ('price_breakdown' in node && 'varieties' in node) found.push(node);
    Object.values(node).forEach((inner) => productsIn(inner, found));
  }
  return found;
}

/** ZATCA phase 1 TLV, read back: tag → UTF-8 value. */
function decodeTlv(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; ) {
    const [tag, length] = [bytes.readUInt8(at), bytes.readUInt8(at + 1)];
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

function expectAnInvoiceOfItsOwn(invoice: any) {
  const tlv = decodeTlv(invoice.qr);
  expect(tlv).toEqual({ 1: invoice.seller.name, 2: invoice.seller.vat_number, 3: invoice.issued_at, 4: invoice.total.toFixed(2), 5: invoice.vat.toFixed(2) });
  expect(round(invoice.lines.reduce((sum: number, line: any) => sum + line.total, 0))).toBe(invoice.subtotal);
  expect(round(invoice.subtotal - invoice.discount + invoice.delivery)).toBe(invoice.total);
  expect(round(invoice.total - invoice.vat)).toBe(invoice.total_before_vat);
  for (const line of invoice.lines) {
    expect(round(line.price_before_vat + line.vat_amount)).toBe(line.total);
    expect(line.vat_amount).toBe(round(line.price_before_vat * line.vat_rate));
  }
}

describe("the contract's gold figures", () => {
  const products = productsIn(contract.paths);

  it('gives every product example a breakdown whose lines add up to its price', () => {
    expect(products.length).toBeGreaterThan(40);
    for (const product of products) {
      expect(product.purity, `${product.id}`).toBe(PURITY[product.karat]);
      const parts = product.price_breakdown;
      if (parts === null) {
        expect(product.varieties[0].weight, `${product.id} is priced as a whole only without a weight`).toBeNull();
        continue;
      }
      expect(parts.weight).toBe(product.varieties[0].weight);
      expect(parts.gold_value).toBe(round(parts.weight * parts.gold_rate_per_gram));
      expect(round(parts.gold_value + parts.making_charge + parts.stones_value)).toBe(parts.price_before_vat);
      expect(parts.vat_amount).toBe(round(parts.price_before_vat * parts.vat_rate));
      expect(round(parts.price_before_vat + parts.vat_amount)).toBe(parts.total);
      expect(parts.total, `${product.id}`).toBe(product.price);
    }
  });

  it('zero-rates investment gold only: 24K bars and coins', () => {
    for (const { id, karat, category, price_breakdown: parts } of products.filter((p) => p.price_breakdown)) {
      const investment = karat === 24 && [1, 2].includes(category.id);
      expect(parts.investment_gold, `${id}`).toBe(investment);
      expect(parts.vat_rate, `${id}`).toBe(investment ? 0 : 0.15);
    }
  });

  it("draws the invoice examples' QR from their own seller, VAT number, time, total and VAT", () => {
    const examples = contract.paths['/orders/{orderId}/invoice'].get.responses['200'].content['application/json'].examples;
    for (const name of ['ar', 'en']) expectAnInvoiceOfItsOwn(derefIn(examples[name], contract).value.data);
  });

  it("has the mock issue each order's invoice with a QR of its own figures", async () => {
    const headers = { lang: 'ar', Authorization: 'Bearer invoice-qr', JWT: 'invoice-qr' };
    for (const id of [5001, 5002, 5003]) {
      const invoice = (await (await fetch(`${mockApi}/orders/${id}/invoice`, { headers })).json()).data;
      const order = (await (await fetch(`${mockApi}/orders/${id}`, { headers })).json()).data;
      expect(invoice).toMatchObject({ order_number: order.order_number, total: order.total, vat: order.vat });
      expectAnInvoiceOfItsOwn(invoice);
    }
  });
});

