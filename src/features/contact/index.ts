// The forms that reach the store's people: the contact page's message and the complaint.
// Nothing in the app shell imports this file, so each page comes with its own route's code.
export { ContactPage } from './ContactPage';
export { ComplaintPage } from './ComplaintPage';
// The sender's fields and values, shared with the maintenance and design requests.
export { SenderFields } from './SenderFields';
export { senderBody, senderOf, type SenderValues } from './senderValues';
