import type { components } from '../../../sdk';
import { maxLength, minLength, required, rule } from '../../shared/validation';
import type { User } from '../auth';
import { senderBody, senderOf, senderRules, type SenderValues } from './senderValues';

export type ContactMessage = components['schemas']['ContactMessageRequest'];

export interface ContactValues extends SenderValues {
  subject: string;
  message: string;
}

// Guards against pasted novels; the contract sets only the minimum.
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 2000;

export const contactInitialValues = (user: User | undefined): ContactValues => ({ ...senderOf(user), subject: '', message: '' });

export const contactRules = {
  ...senderRules<ContactValues>(),
  subject: rule<string, ContactValues>(required, minLength(2), maxLength(SUBJECT_MAX)),
  message: rule<string, ContactValues>(required, minLength(2), maxLength(MESSAGE_MAX)),
};

export const toContactMessage = (values: ContactValues): ContactMessage => ({
  ...senderBody(values),
  subject: values.subject.trim(),
  message: values.message.trim(),
});
