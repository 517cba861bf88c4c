// The shopper's profile: their details and picture (POST /user/profile, multipart) and their
// address book. The page is lazy: the calendar and the dropzone come with it, not the first page.
export { ProfilePage } from './ProfilePage';
export { ProfileSkeleton } from './ProfileSkeleton';
export { profileQuery } from './queries';
