import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { ComposeForm } from './compose-form.js';
import { SendHistory } from './send-history.js';

/** "Notifiche" (operators): compose and send a notification, then the history of what was sent. */
export default function NotificationsScreen({ alias }: AreaProps) {
  return (
    <Panel as="section" aria-labelledby="notifications-title" style={{ padding: 24 }}>
      <h2 id="notifications-title">Notifiche</h2>
      <ComposeForm alias={alias} />
      <SendHistory alias={alias} />
    </Panel>
  );
}
