import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { jiraIssueSchema, jiraTimestamp, seededIssues, type JiraIssue } from './jira.issues.js';

const downBody = z.object({ down: z.boolean() });
const VERSION = '9.12.0';

/** What the Jira stand-in holds: its issues and whether it plays dead. */
export class JiraState {
  readonly issues = new Map<string, JiraIssue>();
  down = false;

  constructor() {
    this.reset();
  }

  /** Back to the seeded demo tickets, up. */
  reset(): void {
    this.issues.clear();
    for (const issue of seededIssues()) this.issues.set(issue.key, issue);
    this.down = false;
  }
}

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply.code(400).send({
    errorMessages: ['Invalid request'],
    errors: Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '(body)', i.message])),
  });
}

function unavailable(reply: FastifyReply): FastifyReply {
  return reply.code(503).send({ errorMessages: ['Jira is unavailable (stand-in switched down).'] });
}

/**
 * Jira's REST API under /jira, the part Onboard uses: issue by key and serverInfo (the adapter's health
 * check). Test switches: `POST /jira/down {"down": true|false}` makes the REST routes answer 503;
 * `POST /jira/issues` adds or replaces an issue; `POST /jira/reset` restores the demo tickets and brings
 * Jira up. The switches and `/jira/health` (the stand-ins' own probe) keep answering while down.
 */
export function registerJiraRoutes(app: FastifyInstance, state = new JiraState()): JiraState {
  app.get('/jira/rest/api/2/serverInfo', async (_request, reply) => {
    if (state.down) return unavailable(reply);
    return {
      baseUrl: 'http://127.0.0.1/jira',
      version: VERSION,
      versionNumbers: VERSION.split('.').map(Number),
      deploymentType: 'Server',
      serverTime: jiraTimestamp(new Date()),
      serverTitle: 'Onboard Jira (stand-in)',
    };
  });

  app.get<{ Params: { key: string } }>('/jira/rest/api/2/issue/:key', async (request, reply) => {
    if (state.down) return unavailable(reply);
    // Jira finds an issue whatever the case of its key.
    const issue = state.issues.get(request.params.key.toUpperCase());
    if (!issue) {
      return reply.code(404).send({
        errorMessages: ['Issue does not exist or you do not have permission to see it.'],
        errors: {},
      });
    }
    return { id: String(10_000 + [...state.issues.keys()].indexOf(issue.key)), ...issue };
  });

  app.post('/jira/down', async (request, reply) => {
    const body = downBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    state.down = body.data.down;
    return { down: state.down };
  });

  app.post('/jira/issues', async (request, reply) => {
    const body = jiraIssueSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    const replaced = state.issues.has(body.data.key);
    state.issues.set(body.data.key, body.data);
    return reply.code(replaced ? 200 : 201).send(body.data);
  });

  app.post('/jira/reset', async () => {
    state.reset();
    return { down: state.down, issues: state.issues.size };
  });

  return state;
}
