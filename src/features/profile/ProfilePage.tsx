import { AddressBook } from './AddressBook';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import { ProfileFrame } from './ProfileSkeleton';

/** /Profile: the signed-in shopper's details and picture, then their saved addresses (a section of its own). */
export function ProfilePage() {
  return (
    <ProfileFrame>
      <ProfileDetailsSection />
      <AddressBook />
    </ProfileFrame>
  );
}
