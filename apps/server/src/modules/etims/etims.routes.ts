import { etimsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { etimsCodeListsOf, refreshEtimsCodeLists } from './etims-code-lists';
import { etimsSettingsView, updateEtimsSettings } from './etims-settings';
import { listEtimsSubmissions, resendEtimsSubmission } from './etims-submissions';
import { initializeEtims } from './initialize-etims';
import type { OscuClient } from './oscu-client';

export interface EtimsRoutesOptions {
  /** The OSCU client of ETIMS_BASE_URL; none: the server is not configured for eTIMS. */
  client?: OscuClient | undefined;
}

const notConfigured = () =>
  new AppError('etims-not-configured', 'This server has no eTIMS address (ETIMS_BASE_URL)', {}, 409);

/** Implements etimsApi (packages/contracts/src/api/etims.ts). */
export const etimsRoutes: FastifyPluginAsync<EtimsRoutesOptions> = async (app, options) => {
  const { client } = options;
  const view = (companyId: string) => etimsSettingsView(app.db, companyId, client !== undefined);
  implement(app, etimsApi.settings, (request) => view(contextOf(request).companyId));
  implement(app, etimsApi.update, async (request) => {
    const ctx = contextOf(request);
    await updateEtimsSettings(app.db, ctx, request.body);
    return view(ctx.companyId);
  });
  implement(app, etimsApi.initialize, async (request) => {
    if (!client) throw notConfigured();
    const ctx = contextOf(request);
    await initializeEtims(app.db, ctx.companyId, client, request.body);
    // KRA's code lists come with the device; a failure here leaves them for the refresh button.
    await refreshEtimsCodeLists(app.db, ctx.companyId, client).catch((err: unknown) =>
      request.log.warn({ err }, 'eTIMS code lists not fetched at initialisation'),
    );
    return view(ctx.companyId);
  });
  implement(app, etimsApi.codeLists, (request) => etimsCodeListsOf(app.db, contextOf(request).companyId));
  implement(app, etimsApi.refreshCodeLists, (request) => {
    if (!client) throw notConfigured();
    return refreshEtimsCodeLists(app.db, contextOf(request).companyId, client);
  });
  implement(app, etimsApi.submissions, (request) =>
    listEtimsSubmissions(app.db, contextOf(request).companyId, request.query),
  );
  implement(app, etimsApi.resend, (request) =>
    resendEtimsSubmission(app.db, contextOf(request), request.params.id),
  );
};
