import { ContactPage } from '../../features/contact';
import { QueryProvider } from '../../lib/query-provider';

export default function ContactRoute() {
  return (
    <QueryProvider>
      <ContactPage />
    </QueryProvider>
  );
}
