import type { AppModule } from '../../app-module.ts';

/** The AI coach's rules; its replies are the chat module's job (chat/ai-reply-job.ts). */
export const aiCoachModule: AppModule = { name: 'ai-coach' };
