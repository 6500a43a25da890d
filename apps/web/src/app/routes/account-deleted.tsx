import { AccountDeletedPage } from '../../features/profile';

export default function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}
