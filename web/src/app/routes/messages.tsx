import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { MessagesPage } from '../../features/messaging/components/messages-page';

/** Route /messages (signed in, both roles): conversations and contact requests. */
export default function MessagesRoute() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <MessagesPage />
    </WithFirebase>
  );
}
