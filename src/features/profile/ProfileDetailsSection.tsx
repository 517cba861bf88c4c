import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQuery } from './queries';
import { ProfileForm } from './ProfileForm';
import { DetailsCard } from './ProfileSkeleton';


/** The shopper's details, as GET /user/profile gives them (the page's route's loader has them), in their form. */
export function ProfileDetailsSection() {
  const user = useSuspenseQuery(profileQuery()).data.data.user;
  return (
    <DetailsCard>
      {/* A fresh form for another shopper; the same shopper's refreshed answer keeps what is typed. */}
      <ProfileForm key={user.id} user={user} />
    </DetailsCard>
  );
}
