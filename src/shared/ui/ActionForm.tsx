import { useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, FormEvent } from 'react';

interface ActionFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'action' | 'method' | 'onSubmit'> {
  /** The store server's handler of the form (`/actions/add-to-cart`, `/session/login`…). */
  action: string;
  /** Its fields that the shopper does not type (the product's id…). */
  fields?: Record<string, string | number | undefined>;
  /** The app's path, once it has the page: the form is then not posted. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * One markup, two paths. A plain form the store's server answers (src/server/formActions.ts): a tap
 * before the app's JavaScript has arrived, or without it, posts it, and the server sends the
 * shopper back to this page (its `back` field) with what happened. Once the app has the page, its
 * submission takes the app's path instead (optimistic, with undo), and nothing is posted.
 * `display: contents`: the form adds no box, its buttons stay where the layout puts them.
 */
export function ActionForm({ action, fields = {}, onSubmit, children, style, ...props }: ActionFormProps) {
  const back = useRouterState({ select: (state) => state.location.href });
  return (
    <form
      method="post"
      action={action}
      style={{ display: 'contents', ...style }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
      {...props}
    >
      <input type="hidden" name="back" value={back} />
      {Object.entries(fields).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      {children}
    </form>
  );
}
