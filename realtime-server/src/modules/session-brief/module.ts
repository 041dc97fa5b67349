import type { AppModule } from '../../app-module.ts';
import { generateBriefJob } from './generate-brief-job.ts';
import { sessionBriefRoutes } from './routes.ts';
import { scanBriefsJob } from './scan-briefs-job.ts';

export const sessionBriefModule: AppModule = {
  name: 'session-brief',
  routes: [sessionBriefRoutes],
  jobs: [generateBriefJob, scanBriefsJob],
};
