import { ZReportInput } from '@nahbar/contracts';
import { createReport } from '../../services/reports/create-report';
import { authedProcedure, router } from '../trpc';

export const reportsRouter = router({
  create: authedProcedure
    .input(ZReportInput)
    .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.actor, input)),
});
