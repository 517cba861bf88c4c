// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { CommentForm } from '../../src/features/product-page/comments/CommentForm';
import { errors, successes } from '../../src/shared/messages';
import { forceAnswer } from './apiSpies';
import { exampleShopper as shopper } from './mockData';
import { renderPage } from './renderPage';

const WORDS = {
  en: { send: 'Send comment', name: /^Name/, email: /^Email/, comment: /^Your comment/, star: (n: number) => `${n} out of 5 stars` },
  ar: { send: 'إرسال التعليق', name: /^الاسم/, email: /^البريد الإلكتروني/, comment: /^تعليقك/, star: (n: number) => `${n} من 5 نجوم` },
} as const;

/** The form on a product's page, for a guest or (signedIn) the example shopper. */
async function showForm(language: Language, { signedIn }: { signedIn: boolean }) {
  await renderPage(language, {
    path: '/products/108',
    pages: { '/products/$productId': () => <CommentForm productId={108} /> },
    shopper: signedIn ? 'new' : 'guest',
  });
  const words = WORDS[language];
  const user = userEvent.setup();
  const fields = {
    name: await screen.findByRole('textbox', { name: words.name }),
    email: screen.getByRole('textbox', { name: words.email }),
    comment: screen.getByRole('textbox', { name: words.comment }),
  };
  const send = () => user.click(screen.getByRole('button', { name: words.send }));
  // The keyboard's way to pick stars; the star a pointer clicks is the same radio.
  const rate = async (stars: number) => {
    screen.getByRole('radio', { name: words.star(stars) }).focus();
    await user.keyboard(' ');
  };
  return { user, fields, send, rate, words };
}

describe('the comment form', () => {
  it.each([
    ['en', 'Value is required', 'This field should be at least 10 characters long', 'Value is not a valid email address'],
    ['ar', 'هذا الحقل مطلوب', 'يجب ألا يقل هذا الحقل عن 10 أحرف', 'البريد الإلكتروني غير صالح'],
  ] as const)('in %s, checks every field before sending', async (language, required, tooShort, badEmail) => {
    const { user, fields, send } = await showForm(language, { signedIn: true });
    // The signed-in shopper's name and email are filled in for them.
    await waitFor(() => expect(fields.email).toHaveValue(shopper.email));
    await user.clear(fields.name);
    await user.clear(fields.email);
    await send();
    // name, email, comment and rating
    expect(await screen.findAllByText(required)).toHaveLength(4);

    await user.type(fields.email, 'lama@');
    await user.type(fields.comment, 'Too short');
    await send();
    expect(await screen.findByText(badEmail)).toBeInTheDocument();
    expect(screen.getByText(tooShort)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Log in to comment'],
    ['ar', 'سجّل الدخول للتعليق'],
  ] as const)('tells a guest first that commenting needs logging in, with the way back here (%s)', async (language, logIn) => {
    await renderPage(language, {
      path: '/products/108',
      pages: { '/products/$productId': () => <CommentForm productId={108} /> },
      shopper: 'guest',
    });
    expect(await screen.findByText(i18n._(errors.loginToComment))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: logIn })).toHaveAttribute('href', '/login?redirect=%2Fproducts%2F108');
    // Nothing to fill in before that: no field, no send button.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORDS[language].send })).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('sends a signed-in shopper’s comment and rating (%s)', async (language) => {
    const { user, fields, send, rate, words } = await showForm(language, { signedIn: true });
    await waitFor(() => expect(fields.name).toHaveValue(`${shopper.first_name} ${shopper.last_name}`));
    await user.type(fields.comment, 'A beautiful chain, exactly as described.');
    await rate(4);
    expect(screen.getByRole('radio', { name: words.star(4) })).toBeChecked();
    await send();
    expect(await screen.findByText(i18n._(successes.commentSent))).toBeInTheDocument();
    // Ready for another one: the words and stars are cleared, the name and email stay.
    await waitFor(() => expect(fields.comment).toHaveValue(''));
    expect(fields.email).toHaveValue(shopper.email);
  });

  it('keeps everything typed when sending fails', async () => {
    const { user, fields, send, rate, words } = await showForm('en', { signedIn: true });
    forceAnswer('code=500', { path: '/products/{id}/comments', method: 'post' });
    await user.type(fields.comment, 'A beautiful chain, exactly as described.');
    await rate(5);
    await send();
    expect(await screen.findByText(i18n._(errors.commentFailed))).toBeInTheDocument();
    expect(fields.comment).toHaveValue('A beautiful chain, exactly as described.');
    expect(fields.name).toHaveValue(`${shopper.first_name} ${shopper.last_name}`);
    expect(screen.getByRole('radio', { name: words.star(5) })).toBeChecked();
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user, fields, send, rate } = await showForm('en', { signedIn: true });
    forceAnswer('code=422, example=en', { path: '/products/{id}/comments', method: 'post' });
    await user.type(fields.comment, 'A beautiful chain, exactly as described.');
    await rate(3);
    await send();
    expect(await screen.findByText('This field should be at least 10 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Value is not a valid email address.')).toBeInTheDocument();
    expect(fields.comment).toHaveValue('A beautiful chain, exactly as described.');
  });
});
