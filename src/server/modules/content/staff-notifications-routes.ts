import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { NotificationSend, SendList, StaffNotificationsOperations } from '../../../shared/types/generated/api/staff-notifications.js';
import contractFile from '../../../../schemas/api/staff-notifications.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { outboxOf } from '../../plugins/mailer.js';
import { actorOf } from '../../plugins/staff-actor.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { notificationHistory, sendNotification, type NotificationsDeps } from './staff-notifications-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as unknown as ContractFile;
type Op = StaffNotificationsOperations;

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

  app.route<{ Params: Op['listNotificationSends']['params'] }>({
    ...routeOf(contract, 'listNotificationSends'),
    handler: async (request): Promise<SendList> => notificationHistory(deps, tenantOf(request).alias),
  });

  app.route<{ Params: Op['sendNotification']['params']; Body: Op['sendNotification']['body'] }>({
    ...routeOf(contract, 'sendNotification'),
    // 20,000 codes of up to 200 characters, as JSON.
    bodyLimit: 5 * 1024 * 1024,
    handler: async (request, reply): Promise<NotificationSend> => {
      const tenant = tenantOf(request);
      const { sent, mailing: mails } = await sendNotification(deps, actOf(request), outboxOf(app, tenant), request.body);
      mailing.add(mails);
      void mails.finally(() => mailing.delete(mails));
      reply.code(201);
      return sent;
    },
  });
}
