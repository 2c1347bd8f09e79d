import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffNotifications } from '../../../shared/types/generated/api/staff-notifications.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import { actorOf } from '../../plugins/staff-actor.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { notificationHistory, sendNotification, type NotificationsDeps } from './staff-notifications-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

/** The Notifiche area of the console (schemas/api/staff-notifications.json). */
export async function consoleNotificationsRoutes(app: FastifyInstance): Promise<void> {
  const deps: NotificationsDeps = {
    db: app.db,
    now: app.clock,
    onMailError: (err, sendId) => app.log.error({ err, notificationSend: sendId }, 'email di una notifica non inviata'),
  };
  const actOf = (request: FastifyRequest): StaffAct => ({ who: actorOf(staffOf(request), request), tenantAlias: tenantOf(request).alias });
  // The mails of a large tenant go on after the answer; a server closing lets them finish.
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailing);
  });

  defineRoute(app, staffNotifications.listNotificationSends, async (request) => notificationHistory(deps, tenantOf(request).alias));

  defineRoute(
    app,
    staffNotifications.sendNotification,
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { sent, mailing: mails } = await sendNotification(deps, actOf(request), outboxOf(app, tenant), request.body);
      mailing.add(mails);
      void mails.finally(() => mailing.delete(mails));
      reply.code(201);
      return sent;
    },
    {
      // 20,000 codes of up to 200 characters, as JSON.
      bodyLimit: 5 * 1024 * 1024,
    },
  );
}
